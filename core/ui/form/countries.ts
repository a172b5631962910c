import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request';

/** The platform's countries and dialing codes (§3 Country item), fetched once per page. */
export function useCountries() {
  return useQuery({
    queryKey: ['core', 'countries'],
    queryFn: () => request('countryCodes', {}),
    staleTime: Infinity,
  });
}
