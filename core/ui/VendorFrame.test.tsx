// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VendorFrame } from './VendorFrame';

afterEach(cleanup);

describe('VendorFrame', () => {
  it('frames a vendor page in a sandbox that never lets it move the site, and sends no Referer', () => {
    render(<VendorFrame className="x" src="https://play.vendor.test/game?t=1" title="Game" />);
    const frame = screen.getByTitle('Game');
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
      'allow-scripts',
    ]);
    expect(frame.getAttribute('sandbox')).not.toMatch(/top-navigation/);
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame.getAttribute('allow')).toBe('fullscreen; autoplay');
    expect(frame.getAttribute('src')).toBe('https://play.vendor.test/game?t=1');
  });
});
