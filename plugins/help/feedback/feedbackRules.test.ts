import { describe, expect, it } from 'vitest';
import {
  characterCount,
  firstEmptyField,
  limitDescription,
  parseQuestionType,
  QUESTION_TYPES,
} from './feedbackRules';

describe('feedback rules (§5)', () => {
  it('names the first empty field in form order', () => {
    expect(firstEmptyField({ type: null, description: '', captcha: '' })).toBe('type');
    expect(firstEmptyField({ type: 0, description: '   ', captcha: 'AB12' })).toBe('description');
    expect(firstEmptyField({ type: 6, description: 'short', captcha: ' ' })).toBe('captcha');
    expect(firstEmptyField({ type: 1, description: 'x', captcha: 'AB12' })).toBeNull();
  });

  it('lists the question types of the spec, "other" last', () => {
    expect(QUESTION_TYPES).toEqual([1, 2, 3, 4, 6, 0]);
    expect(parseQuestionType('0')).toBe(0);
    expect(parseQuestionType('6')).toBe(6);
    expect(parseQuestionType('5')).toBeNull();
    expect(parseQuestionType('')).toBeNull();
  });

  it('caps the description at 200 characters, counting an emoji as one', () => {
    expect(limitDescription('a'.repeat(250))).toHaveLength(200);
    const emoji = '😀'.repeat(210);
    expect(characterCount(limitDescription(emoji))).toBe(200);
    expect(limitDescription('short')).toBe('short');
  });
});
