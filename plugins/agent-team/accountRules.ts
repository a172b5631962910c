import type { AccountRules } from './api';

type Rule = AccountRules['account'];

/** Pattern families (§5) with a sentence of their own; any other family gets a general one. */
const KNOWN_PATTERNS = ['alnum_start_letter', 'alnum_both', 'alnum', 'digits'];

/** The rule a value broke, as an i18n key of the page namespace and its values; null when it passes. */
export interface RuleProblem {
  key: string;
  values: Record<string, string | number>;
}

/**
 * The §5 check of the registration rules, as the platform applies them to a new downline: the
 * value (trimmed) must be there, its length within both bounds, and it must match the pattern
 * (`*` matches anything). `field` is the translated field name the sentence names.
 */
export function ruleProblem(value: string, rule: Rule, field: string): RuleProblem | null {
  const text = value.trim();
  if (!text) return { key: 'rules.required', values: { field } };
  if (text.length < rule.min || text.length > rule.max)
    return { key: 'rules.length', values: { field, min: rule.min, max: rule.max } };
  if (rule.pattern !== '*' && !matches(rule.pattern, text)) {
    const family = KNOWN_PATTERNS.includes(rule.patternId) ? rule.patternId : 'other';
    return { key: `rules.pattern_${family}`, values: { field } };
  }
  return null;
}

/** A pattern the browser cannot compile is left to the platform, which applies it anyway. */
function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern).test(text);
  } catch {
    return true;
  }
}
