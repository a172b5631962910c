import { describe, expect, it } from 'vitest';
import { FREE_PLAY_PROOF_MAX_AGE_MS, freePlayProofText, readFreePlayProof } from './freePlayProof';

const NOW = Date.UTC(2026, 10, 25, 12);

describe('the free-play proof', () => {
  it('reads back a fresh proof with its time and nonce', () => {
    const text = freePlayProofText(NOW);
    const proof = readFreePlayProof(text, NOW + 1_000);
    expect(proof?.issuedAt).toBe(NOW);
    expect(proof?.nonce).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('makes a new nonce for every request', () => {
    expect(freePlayProofText(NOW)).not.toBe(freePlayProofText(NOW));
  });

  it('refuses a proof older, or further ahead, than the window', () => {
    const text = freePlayProofText(NOW);
    expect(readFreePlayProof(text, NOW + FREE_PLAY_PROOF_MAX_AGE_MS)).not.toBeNull();
    expect(readFreePlayProof(text, NOW + FREE_PLAY_PROOF_MAX_AGE_MS + 1)).toBeNull();
    expect(readFreePlayProof(text, NOW - FREE_PLAY_PROOF_MAX_AGE_MS - 1)).toBeNull();
  });

  it('refuses text that is not a proof', () => {
    for (const text of [
      '',
      'not json',
      'null',
      '[]',
      JSON.stringify({ issuedAt: String(NOW), nonce: 'a'.repeat(32) }),
      JSON.stringify({ issuedAt: NOW }),
      JSON.stringify({ issuedAt: NOW, nonce: 'short' }),
      JSON.stringify({ issuedAt: NOW, nonce: "'; DROP TABLE members; --" }),
    ])
      expect(readFreePlayProof(text, NOW), text).toBeNull();
  });
});
