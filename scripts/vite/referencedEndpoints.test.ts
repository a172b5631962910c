import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/repo-paths';
import { referencedEndpointNames } from './referencedEndpoints';

const repo = mkdtempSync(join(tmpdir(), 'wl-endpoints-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(join(repo, path, '..'), { recursive: true });
  writeFileSync(join(repo, path), text);
}

describe('referencedEndpointNames', () => {
  write('app/main.tsx', '');
  write('core/api/boot.ts', "request('systemStatus', {});");
  write('plugins/lobby/api.ts', 'request("gameList", x); useEndpointAllowed(`hotGames`);');
  write('plugins/lobby/api.test.ts', "request('onlyInTests', {});");
  write('plugins/lobby/notes.ts', '// inbox is mentioned, not named as a literal');
  write('emulator/handlers.ts', "export const x = 'walletTransfer';");

  it('finds every call named as a quoted literal in app, core and plugins', () => {
    const names = [
      'systemStatus',
      'gameList',
      'hotGames',
      'onlyInTests',
      'inbox',
      'walletTransfer',
    ];
    expect([...referencedEndpointNames(repo, names)].sort()).toEqual([
      'gameList',
      'hotGames',
      'systemStatus',
    ]);
  });

  it('finds the start-up calls in the real source', () => {
    const found = referencedEndpointNames(REPO_ROOT, ['login', 'memberInfo', 'logout', 'nope']);
    expect([...found].sort()).toEqual(['login', 'logout', 'memberInfo']);
  });
});
