import { useQuery } from '@tanstack/react-query';
import { request } from '../../core/api/request';

/** The member's points and the exchange ratio (PTSYS3). */
export function usePointBalance() {
  return useQuery({
    queryKey: ['points-mall', 'balance'],
    queryFn: ({ signal }) => request('pointBalance', {}, { signal }),
  });
}
