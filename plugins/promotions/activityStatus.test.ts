import { describe, expect, it } from 'vitest';
import EN from './locales/page/EN.json';
import { actionOf, statusKey, statusTone, type ActivityStatus } from './activityStatus';
import { remarkLength, remarkProblem } from './applicationRules';

const ALL: ActivityStatus[] = [
  'JOIN', 'CLAIM', 'APPLYING', 'CLOSED', 'REJECTED', 'ISSUED', 'CLAIMED', 'IN_PROCESS', 'JOINED',
  'COMING_SOON',
]; // prettier-ignore

const words = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], EN);

describe('activity statuses (§4)', () => {
  it('gives every status its own wording, join or apply now by the kind', () => {
    const texts = ALL.map((s) => words(statusKey(s, 'JOIN')));
    expect(texts.every((text) => typeof text === 'string')).toBe(true);
    expect(new Set(texts).size).toBe(ALL.length);
    expect(words(statusKey('JOIN', 'APPLY'))).toBe('Apply now');
    expect(words(statusKey('JOIN', 'JOIN'))).toBe('Join now');
    expect(words(statusKey('CLOSED', 'JOIN'))).toBe('Registration closed');
    expect(words(statusKey('REJECTED', 'APPLY'))).toBe('Application forbidden');
  });

  it('offers apply, join, claim or draw, and nothing where the member can only wait or read', () => {
    expect(actionOf('JOIN', 'APPLY')).toBe('apply');
    expect(actionOf('JOIN', 'JOIN')).toBe('join');
    expect(actionOf('CLAIM', 'CLAIM')).toBe('claim');
    expect(actionOf('CLAIM', 'APPLY')).toBe('claim');
    expect(actionOf('CLAIM', 'RAFFLE')).toBe('draw');
    for (const status of ALL.filter((s) => s !== 'JOIN' && s !== 'CLAIM'))
      expect(actionOf(status, 'APPLY'), status).toBeNull();
  });

  it('colours open, waiting, done and closed statuses apart', () => {
    expect(ALL.map(statusTone)).toEqual([
      'open', 'open', 'waiting', 'closed', 'closed', 'done', 'done', 'waiting', 'waiting', 'waiting',
    ]); // prettier-ignore
  });
});

describe('the application remark (§5)', () => {
  it('counts characters as people do and allows 140', () => {
    expect(remarkLength(' 😀ab ')).toBe(3);
    expect(remarkProblem('x'.repeat(140))).toBeNull();
    expect(remarkProblem('😀'.repeat(140))).toBeNull();
    expect(remarkProblem('x'.repeat(141))).toBe('apply.remark_too_long');
  });
});
