import { useQuery } from '@tanstack/react-query';
import { loadRegisterSettings } from './registerApi';

/** The server's field rules (§5), fetched once per session and shared by every auth form. */
export function useRegisterSettings() {
  return useQuery({
    queryKey: ['auth', 'registerSettings'],
    queryFn: loadRegisterSettings,
    staleTime: Infinity,
    retry: false,
  });
}
