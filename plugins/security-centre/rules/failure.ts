/** A broken rule: the plugin's i18n key of the message that names it, with its values. */
export interface Failure {
  key: string;
  params?: Record<string, string | number>;
}

/** The failures of a form, by field name; a field without an entry passed. */
export type Failures = Partial<Record<string, Failure>>;
