import { ApiError } from '../../../core/api/ApiError';
import { ERROR_CATALOGUE } from '../../../core/api/errorCatalogue';

export type BindMode = 'existing' | 'new';

/** A message to show: an i18n key in this plugin's namespace or in the core catalogue. */
export interface FormMessage {
  ns: 'social-login' | 'core';
  key: string;
}

/** Kept as rule names, not text, so messages follow a language change while shown. */
export interface BindFormErrors {
  username?: 'required';
  password?: 'required';
  confirm?: 'required' | 'mismatch';
  form?: FormMessage;
}

/** The few checks made before sending; the platform applies the account rules (§5). */
export function checkBindForm(
  mode: BindMode,
  username: string,
  password: string,
  confirm: string,
): BindFormErrors {
  const errors: BindFormErrors = {};
  if (!username.trim()) errors.username = 'required';
  if (!password) errors.password = 'required';
  if (mode === 'new') {
    if (!confirm) errors.confirm = 'required';
    else if (confirm !== password) errors.confirm = 'mismatch';
  }
  return errors;
}

/**
 * The platform's refusals that mean something particular here get this plugin's wording
 * (a taken username, an account already bound, a sign-in that has run out); the rest show the
 * core catalogue's message (§8).
 */
export function bindFailureMessage(error: ApiError | null, mode: BindMode): FormMessage {
  switch (error?.code) {
    case 'DUPLICATE_REQUEST':
      if (mode === 'new') return { ns: 'social-login', key: 'bind.errors.username_taken' };
      break;
    case 'OPERATION_NOT_ALLOWED':
      return { ns: 'social-login', key: 'bind.errors.already_bound' };
    case 'INVALID_CODE':
    case 'CODE_EXPIRED':
      return { ns: 'social-login', key: 'bind.errors.expired' };
  }
  return { ns: 'core', key: error ? error.messageKey : ERROR_CATALOGUE.SYSTEM_ERROR };
}
