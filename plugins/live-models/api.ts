import { useQuery } from '@tanstack/react-query';
import { request } from '../../core/api/request';

/** Hosts of the chat service (CBS3); the list changes as hosts go on and off line. */
export function useLiveModels() {
  return useQuery({
    queryKey: ['live-models', 'list'],
    queryFn: ({ signal }) => request('liveModels', {}, { signal }),
    refetchInterval: 60_000,
  });
}
