/** Codes of start-up problems (Backstage habit): names never change, tests pin them. */
export type StartupErrorCode =
  | 'PLUGIN_DUPLICATE'
  | 'ROUTE_DUPLICATE'
  | 'SLOT_KEY_DUPLICATE'
  | 'MODAL_DUPLICATE'
  | 'SERVICE_DUPLICATE'
  | 'SLOT_ENTRY_INVALID'
  | 'PROVIDER_MISSING'
  | 'SITE_CONFIG_MISSING'
  | 'SITE_CONFIG_INVALID'
  | 'PLATFORM_UNREACHABLE'
  | 'PLUGIN_SETUP_FAILED';

/** A start-up failure that names what failed and, where one is to blame, the plugin. */
export class StartupError extends Error {
  constructor(
    readonly code: StartupErrorCode,
    message: string,
    readonly pluginIds: string[] = [],
  ) {
    super(pluginIds.length ? `[plugin:${pluginIds.join(', ')}] ${message}` : message);
    this.name = 'StartupError';
  }
}
