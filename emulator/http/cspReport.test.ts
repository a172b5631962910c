import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { start, type TestEmulator } from '../testing/harness.js';
import { CSP_REPORT_PATH } from '../../core/api/wire/cspReport.js';
import { CSP_REPORT_MAX_BYTES } from './cspReport.js';

let emu: TestEmulator;
const report = (type: string, body: string, method = 'POST') =>
  fetch(emu.url + CSP_REPORT_PATH, { method, headers: { 'content-type': type }, body });
const kept = async () =>
  ((await (await fetch(`${emu.url}/__emulator/csp-reports`)).json()) as { reports: unknown[] })
    .reports;

/** A kept violation of an enforced policy. */
const enforced = (documentUri: string, blockedUri: string, directive: string) => ({
  documentUri,
  blockedUri,
  directive,
  disposition: 'enforce',
});

beforeAll(async () => {
  emu = await start();
}, 60_000);
afterAll(async () => emu?.close());
beforeEach(async () => {
  await fetch(`${emu.url}/__emulator/csp-reports`, { method: 'DELETE' });
});

describe('the CSP report endpoint', () => {
  it('keeps a report-uri report, its addresses without the query, readable by the control API', async () => {
    const answer = await report(
      'application/csp-report',
      JSON.stringify({
        'csp-report': {
          'document-uri': 'http://default.localhost:4173/?token=secret',
          'blocked-uri': 'https://evil.example/x.png?k=1',
          'effective-directive': 'img-src',
          'violated-directive': 'img-src',
          disposition: 'enforce',
        },
      }),
    );
    expect(answer.status).toBe(204);
    expect(await kept()).toEqual([
      enforced('http://default.localhost:4173/', 'https://evil.example/x.png', 'img-src'),
    ]);
  });

  it('keeps the csp-violation reports of a Reporting API batch, nothing else of it', async () => {
    const batch = [
      { type: 'deprecation', body: { id: 'x' } },
      {
        type: 'csp-violation',
        body: {
          documentURL: 'http://angkor.localhost:4173/lobby',
          blockedURL: 'inline',
          effectiveDirective: 'script-src-elem',
          disposition: 'enforce',
        },
      },
    ];
    expect((await report('application/reports+json', JSON.stringify(batch))).status).toBe(204);
    expect(await kept()).toEqual([
      enforced('http://angkor.localhost:4173/lobby', 'inline', 'script-src-elem'),
    ]);
  });

  it('refuses other methods, other types, bodies that are not JSON and big bodies', async () => {
    expect((await fetch(emu.url + CSP_REPORT_PATH)).status).toBe(405);
    expect((await report('text/plain', '{}')).status).toBe(415);
    expect((await report('application/json', '{}')).status).toBe(415);
    expect((await report('application/csp-report', 'not json')).status).toBe(400);
    const big = JSON.stringify({
      'csp-report': { 'document-uri': 'x'.repeat(CSP_REPORT_MAX_BYTES) },
    });
    expect((await report('application/csp-report', big)).status).toBe(413);
    expect(await kept()).toEqual([]);
  });
});
