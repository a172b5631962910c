import { describe, expect, it } from 'vitest';
import { chooseSection } from './sections';

describe('chooseSection', () => {
  it('lands on the section the address names', () => {
    expect(chooseSection('bankCards', { password: true, twoFactor: true }).current).toBe(
      'bankCards',
    );
  });

  it('shows the profile for an unknown, absent or hidden section', () => {
    expect(chooseSection('nope', { password: true, twoFactor: true }).current).toBe('profile');
    expect(chooseSection(null, { password: true, twoFactor: true }).current).toBe('profile');
    const hidden = chooseSection('password', { password: false, twoFactor: false });
    expect(hidden).toEqual({
      sections: ['profile', 'fundsPassword', 'bankCards'],
      current: 'profile',
    });
  });
});
