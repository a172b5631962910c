import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, start, type TestEmulator } from '../../emulator/testing/harness';
import { scaffoldSite } from '../lib/scaffold-site';
import { provisionMerchants } from './provisionMerchants';

let emulator: TestEmulator;
let root = '';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'provision-'));
  emulator = await start();
}, 60_000);

afterAll(async () => {
  await emulator?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('provisionMerchants', () => {
  it("creates a hyphenated brand's merchant under its hyphen-free code, once", async () => {
    await scaffoldSite('lucky-star', { root });
    expect(await provisionMerchants(emulator.url, undefined, root)).toEqual(['luckystar']);
    const status = await call(emulator.url, 'GET', '/wps/system/status', {
      merchant: 'luckystar',
    });
    expect(status.status).toBe(200);
    expect(await provisionMerchants(emulator.url, ['lucky-star'], root)).toEqual([]);
  });
});
