import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type TestEmulator } from '../testing/harness.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await start();
}, 60_000);
afterAll(async () => emu?.close());

/** The frame-ancestors sources of an answer's policy. */
const ancestorsOf = (answer: Response) =>
  /frame-ancestors ([^;]*)/
    .exec(answer.headers.get('content-security-policy') ?? '')?.[1]
    ?.split(' ');

describe("the emulator's vendor pages and pictures", () => {
  it('may be framed by its own origin and the brand pages on <site>.localhost only', async () => {
    const answers = [
      await fetch(`${emu.url}/emulator-assets/launch?ticket=nope`),
      await fetch(`${emu.url}/emulator-assets/chat?ticket=nope`),
      await fetch(`${emu.url}/emulator-assets/game/pg_1.svg`),
      await fetch(`${emu.url}/emulator-assets/banner/a-b-c.svg`),
    ];
    for (const answer of answers)
      expect(ancestorsOf(answer), answer.url).toEqual([
        "'self'",
        'http://*.localhost:*',
        'https://*.localhost:*',
      ]);
  });
});
