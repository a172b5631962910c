import { describe, expect, it } from 'vitest';
import type { Audience } from '../plugin/definePlugin';
import { isVisible } from './visibility';

const guest = { isLogin: false, isAgent: false, isTrial: false };
const member = { isLogin: true, isAgent: false, isTrial: false };
const trial = { isLogin: true, isAgent: false, isTrial: true };
const agent = { isLogin: true, isAgent: true, isTrial: false };
const people = { guest, member, trial, agent };

const flags = new Set(['COMM3', 'PTSYS3']);

describe('isVisible', () => {
  const table: [Audience | undefined, string[]][] = [
    [undefined, ['guest', 'member', 'trial', 'agent']],
    ['any', ['guest', 'member', 'trial', 'agent']],
    ['guest', ['guest']],
    ['member', ['member', 'trial', 'agent']],
    ['real-member', ['member', 'agent']],
    ['agent', ['agent']],
  ];

  it.each(table)('shows audience %s to exactly %j', (audience, expected) => {
    const seenBy = Object.entries(people)
      .filter(([, person]) => isVisible(audience ? { audience } : {}, person, flags))
      .map(([name]) => name);
    expect(seenBy).toEqual(expected);
  });

  it('hides an entry unless every flag it requires is on', () => {
    expect(isVisible({ requires: ['PTSYS3'] }, member, flags)).toBe(true);
    expect(isVisible({ requires: ['PTSYS3', 'REWCEN3'] }, member, flags)).toBe(false);
    expect(isVisible({ requires: [] }, guest, new Set())).toBe(true);
  });

  it('needs both the audience and the flags', () => {
    expect(isVisible({ audience: 'agent', requires: ['PTSYS3'] }, agent, flags)).toBe(true);
    expect(isVisible({ audience: 'agent', requires: ['PTSYS3'] }, agent, new Set())).toBe(false);
    expect(isVisible({ audience: 'agent', requires: ['PTSYS3'] }, member, flags)).toBe(false);
  });

  it('needs one flag of requiresAny, as the endpoint table reads its modules', () => {
    const referral = { requiresAny: ['REFERRAL', 'REFERRAL.enabled'] } as const;
    expect(isVisible(referral, member, new Set(['REFERRAL']))).toBe(true);
    expect(isVisible(referral, member, new Set(['REFERRAL.enabled']))).toBe(true);
    expect(isVisible(referral, member, new Set(['COMM3']))).toBe(false);
    expect(isVisible({ requiresAny: [] }, member, new Set())).toBe(true);
    // requires and requiresAny both hold
    const both = { requires: ['PTSYS3'], requiresAny: ['REFERRAL'] } as const;
    expect(isVisible(both, member, new Set(['PTSYS3']))).toBe(false);
    expect(isVisible(both, member, new Set(['PTSYS3', 'REFERRAL']))).toBe(true);
  });

  describe('flagsWaivedFor', () => {
    // the invite-friends button (§2 Side menu): agents always, anyone else with the programme on
    const button = {
      requiresAny: ['REFERRAL', 'REFERRAL.enabled'],
      flagsWaivedFor: 'agent',
    } as const;
    const seenBy = (item: Parameters<typeof isVisible>[0], on: string[]) =>
      Object.entries(people)
        .filter(([, person]) => isVisible(item, person, new Set(on)))
        .map(([name]) => name);

    it('shows the entry to its audience as usual while the flags are on', () => {
      expect(seenBy(button, ['REFERRAL'])).toEqual(['guest', 'member', 'trial', 'agent']);
    });

    it('shows it only to the waived audience while they are off', () => {
      expect(seenBy(button, ['COMM3'])).toEqual(['agent']);
      expect(seenBy({ requires: ['PTSYS3'], flagsWaivedFor: 'member' }, [])).toEqual([
        'member',
        'trial',
        'agent',
      ]);
    });

    it('never widens the audience: both must admit the person', () => {
      const page = { ...button, audience: 'real-member' } as const;
      expect(seenBy(page, ['REFERRAL'])).toEqual(['member', 'agent']);
      expect(seenBy(page, [])).toEqual(['agent']);
      expect(
        seenBy({ audience: 'guest', flagsWaivedFor: 'agent', requires: ['PTSYS3'] }, []),
      ).toEqual([]);
    });
  });
});
