import { describe, expect, it } from 'vitest';
import { StartupError } from './startupError';

describe('StartupError', () => {
  it('prefixes the message with the plugins to blame', () => {
    const error = new StartupError('ROUTE_DUPLICATE', 'boom', ['a', 'b']);
    expect(error.message).toBe('[plugin:a, b] boom');
    expect(error.code).toBe('ROUTE_DUPLICATE');
    expect(error).toBeInstanceOf(Error);
  });

  it('keeps the message bare when no plugin is to blame', () => {
    const error = new StartupError('SITE_CONFIG_MISSING', 'no config');
    expect(error.message).toBe('no config');
    expect(error.pluginIds).toEqual([]);
  });
});
