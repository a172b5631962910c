// The wire contract (see ./valueCipher): imported by the front end and the emulator alike.

/**
 * The free-play login's `value` (§7: "POST with os, platform W, an encrypted value, gateway
 * version 3"). The spec names an encrypted value and not what it holds; we chose a proof that the
 * request comes from the brand's own front end, made for this one request: when it was made and
 * a one-time nonce, sealed under the brand's value key (./valueCipher). Each free-play login
 * opens a play-money account in the platform's ledger, so the platform refuses a value that does
 * not open with the brand's key, is older than FREE_PLAY_PROOF_MAX_AGE_MS (or from the future by
 * more than that), or was used before: a captured request cannot be replayed to open accounts by
 * the thousand. Brands whose cipher is none (development) send the same text unsealed.
 */
export interface FreePlayProof {
  /** Milliseconds since the epoch, the sender's clock. */
  issuedAt: number;
  /** Random, used once. */
  nonce: string;
}

/** How far a proof's time may be from the platform's, either way (clocks drift a little). */
export const FREE_PLAY_PROOF_MAX_AGE_MS = 5 * 60_000;

/** The text to seal: a fresh proof for one free-play request. */
export function freePlayProofText(
  now: number = Date.now(),
  nonce: string = crypto.randomUUID(),
): string {
  return JSON.stringify({ issuedAt: now, nonce } satisfies FreePlayProof);
}

/** The proof in an opened value, or null when it is malformed or not fresh at `now`. */
export function readFreePlayProof(text: string, now: number): FreePlayProof | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { issuedAt, nonce } = parsed as Record<string, unknown>;
  if (typeof issuedAt !== 'number' || !Number.isFinite(issuedAt)) return null;
  if (typeof nonce !== 'string' || !/^[0-9a-f-]{16,64}$/i.test(nonce)) return null;
  if (Math.abs(now - issuedAt) > FREE_PLAY_PROOF_MAX_AGE_MS) return null;
  return { issuedAt, nonce };
}
