/** Question types in the order the select lists them (§3 Feedback). */
export const QUESTION_TYPES = [1, 2, 3, 4, 6, 0] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Most characters a description may have (§9); the hint suggests at least HINT_MIN. */
export const DESCRIPTION_MAX = 200;
export const DESCRIPTION_HINT_MIN = 20;

export interface FeedbackDraft {
  /** Empty until a type is chosen. */
  type: QuestionType | null;
  description: string;
  captcha: string;
}

export type FeedbackField = 'type' | 'description' | 'captcha';

/** Characters as a person counts them (an emoji is one), which is also how the platform counts. */
export function characterCount(text: string): number {
  return [...text].length;
}

/** Cuts a description to the maximum, never splitting a character in two. */
export function limitDescription(text: string): string {
  const characters = [...text];
  return characters.length > DESCRIPTION_MAX ? characters.slice(0, DESCRIPTION_MAX).join('') : text;
}

/**
 * The first required field left empty, in the form's order (§5 Feedback: type, description and
 * captcha are all required; there is no minimum length), or null when the draft can be sent.
 */
export function firstEmptyField(draft: FeedbackDraft): FeedbackField | null {
  if (draft.type === null) return 'type';
  if (!draft.description.trim()) return 'description';
  if (!draft.captcha.trim()) return 'captcha';
  return null;
}

/** Parses the select's value; anything but a listed type means "not chosen". */
export function parseQuestionType(value: string): QuestionType | null {
  if (value === '') return null;
  const type = Number(value);
  return (QUESTION_TYPES as readonly number[]).includes(type) ? (type as QuestionType) : null;
}
