import { describe, expect, it } from 'vitest';
import { shownAddress } from './shownAddress';

describe('shownAddress', () => {
  it('shows host, path and query without the scheme or a bare last slash', () => {
    expect(shownAddress('https://chat.brand.example/')).toBe('chat.brand.example');
    expect(shownAddress('https://t.me/brand_cs1')).toBe('t.me/brand_cs1');
    expect(shownAddress('HTTPS://Chat.Example/menu?from=1')).toBe('chat.example/menu?from=1');
  });

  it('shows a same-site path as it is', () => {
    expect(shownAddress('/service/vip')).toBe('/service/vip');
  });
});
