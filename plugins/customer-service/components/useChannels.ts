import { useRuntime } from '../../../core/runtime/RuntimeContext';
import type { ServiceSources } from '../channels/serviceEntries';

/** Where the brand's customer-service channels come from: the platform, then the site. */
export function useChannels(): ServiceSources {
  const { site, permission } = useRuntime();
  return { fromPlatform: permission.customerService ?? [], fromSite: site.layout.customerService };
}
