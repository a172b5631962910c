import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, expect, it } from 'vitest';
import { REPO_ROOT } from './lib/repo-paths';

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

interface CruisedModule {
  source: string;
  dependencies: { resolved: string; valid: boolean }[];
}

interface Report {
  modules: CruisedModule[];
  summary: { violations: Violation[] };
}

let report: Report;

beforeAll(async () => {
  const cwd = join(REPO_ROOT, 'scripts/__fixtures__/boundaries');
  const depcruise = join(REPO_ROOT, 'node_modules/.bin/depcruise');
  const config = join(REPO_ROOT, '.dependency-cruiser.cjs');
  const args = ['plugins', 'core', 'emulator', 'app', '--config', config, '--output-type', 'json'];
  // depcruise exits non-zero when it finds errors; the JSON report is on stdout either way.
  const stdout = await promisify(execFile)(depcruise, args, { cwd }).then(
    (r) => r.stdout,
    (error: { stdout: string }) => error.stdout,
  );
  report = JSON.parse(stdout) as Report;
}, 30_000);

it('dependency-cruiser catches each boundary violation in the fixture and nothing else', () => {
  const found = report.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
  expect(found).toEqual([
    'app-imports-core-and-plugins: app/entry.ts -> scripts/tool.ts',
    'core-not-to-plugins: core/host.ts -> plugins/index.ts',
    'emulator-not-to-front-end: emulator/server.ts -> core/api/request.ts',
    'emulator-not-to-front-end: emulator/server.ts -> core/host.ts',
    'no-circular-in-emulator: emulator/route.ts -> emulator/router.ts',
    'no-circular: core/ping.ts -> core/pong.ts',
    'no-cross-plugin-imports: plugins/alpha/index.ts -> plugins/beta/index.ts',
    'plugin-imports-only-core: plugins/alpha/index.ts -> app/entry.ts',
    'wire-imports-only-wire-and-generated: core/api/wire/leak.ts -> core/define-plugin.ts',
    'wire-imports-only-wire-and-generated: core/api/wire/leak.ts -> crypto',
  ]);
});

it('lets the emulator import the wire contract (core/api/wire/) and no other core file', () => {
  const server = report.modules.find((m) => m.source === 'emulator/server.ts');
  const intoCore = (server?.dependencies ?? [])
    .filter((d) => d.resolved.startsWith('core/'))
    .map((d) => `${d.resolved}: ${d.valid ? 'allowed' : 'refused'}`)
    .sort();
  expect(intoCore).toEqual([
    'core/api/request.ts: refused',
    'core/api/wire/token.ts: allowed',
    'core/host.ts: refused',
  ]);
});
