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
});
