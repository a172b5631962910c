import type { EndpointName } from '../../generated/api';
import { useRuntime } from '../runtime/RuntimeContext';
import { getEndpoint, isEndpointAllowed } from './endpointTable';

/** Whether the merchant's modules allow a call, so a section whose call is off can stay out. */
export function useEndpointAllowed(name: EndpointName): boolean {
  const { flags } = useRuntime();
  return isEndpointAllowed(getEndpoint(name), flags);
}
