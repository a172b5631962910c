import type { EndpointName } from '../../generated/api';
import { sessionStore } from '../session/browserStorage';

/** What a person asked, as far as words and the stored intent need it: never a password. */
export type IntentIdentity = Readonly<Record<string, string | number | boolean | null>>;

/** A money intent that went out (or may have) and whose outcome is not known yet. */
export interface OpenIntent {
  operation: EndpointName;
  key: string;
  identity: IntentIdentity;
}

/** Where an open intent waits across a reload; logout clears all session storage. */
export const INTENT_STORAGE_PREFIX = 'wl.intent.';

const KEY_SHAPE = /^[0-9a-f]{32}$/;

/** 128 random bits as hex; getRandomValues, unlike randomUUID, exists outside secure contexts. */
export function newIntentKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function isIdentity(value: unknown): value is IntentIdentity {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (v) => v === null || ['string', 'number', 'boolean'].includes(typeof v),
    )
  );
}

/** The open intent a reload left behind in this scope, if it is one of ours. */
export function readOpenIntent(scope: string): OpenIntent | null {
  const raw = sessionStore()?.getItem(INTENT_STORAGE_PREFIX + scope);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<OpenIntent>;
    if (
      typeof parsed.operation === 'string' &&
      typeof parsed.key === 'string' &&
      KEY_SHAPE.test(parsed.key) &&
      isIdentity(parsed.identity)
    )
      return parsed as OpenIntent;
  } catch {
    // not ours (an older build wrote a bare key): nothing to resume
  }
  return null;
}

/** Kept before the call goes out: a reload while it is out must find it and ask for its outcome. */
export function keepOpenIntent(scope: string, intent: OpenIntent): void {
  sessionStore()?.setItem(INTENT_STORAGE_PREFIX + scope, JSON.stringify(intent));
}

export function closeIntent(scope: string): void {
  sessionStore()?.removeItem(INTENT_STORAGE_PREFIX + scope);
}
