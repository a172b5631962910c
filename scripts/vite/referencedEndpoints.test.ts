import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/repo-paths';
import {
  bringsItsCalls,
  endpointCallers,
  entryEndpointNames,
  referencedEndpointNames,
  requestedEndpointNames,
} from './referencedEndpoints';

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

describe('requestedEndpointNames', () => {
  const names = new Set(['gameList', 'hotGames', 'announcements', 'login']);

  it('finds the calls a source makes by name, not the names it only writes', () => {
    const source = [
      "request('gameList', {});",
      'await request(\n  "hotGames", x);',
      "const { t } = useTranslation('announcements');",
      "const tab = 'login';",
    ].join('\n');
    expect(requestedEndpointNames(source, names).sort()).toEqual(['gameList', 'hotGames']);
  });
});

describe('entryEndpointNames and endpointCallers', () => {
  const calls = mkdtempSync(join(tmpdir(), 'wl-entry-calls-'));
  afterAll(() => rmSync(calls, { recursive: true, force: true }));
  const file = (path: string, text: string) => {
    mkdirSync(join(calls, path, '..'), { recursive: true });
    writeFileSync(join(calls, path), text);
  };
  file('app/main.tsx', '');
  file('core/boot.ts', "request('status', {}); export const KEY = 'gameVendor';");
  file('core/keys.ts', "export const CACHE = 'vendorWallets';");
  file('core/ui/form/useCaptcha.ts', "request('captcha', {});");
  file('plugins/lobby/index.ts', "definePlugin({ id: 'lobby', note: 'hotGames' });");
  file('plugins/lobby/api.ts', "request('gameVendor', {}); request('gameList', {});");
  file('plugins/lobby/Page.tsx', "const allowed = useEndpointAllowed('jackpot');");
  file('plugins/lobby/Page.test.tsx', "request('onlyInTests', {});");
  const names = [
    'status',
    'gameVendor',
    'vendorWallets',
    'hotGames',
    'gameList',
    'jackpot',
    'captcha',
  ];

  it('lets plugin modules and core parts only lazy code uses bring their calls along', () => {
    expect(bringsItsCalls(join(calls, 'plugins/lobby/api.ts'), calls)).toBe(true);
    expect(bringsItsCalls(join(calls, 'core/ui/form/useCaptcha.ts'), calls)).toBe(true);
    // A definition and the shell's core are in the entry chunk; the app too.
    expect(bringsItsCalls(join(calls, 'plugins/lobby/index.ts'), calls)).toBe(false);
    expect(bringsItsCalls(join(calls, 'core/boot.ts'), calls)).toBe(false);
    expect(bringsItsCalls(join(calls, 'app/main.tsx'), calls)).toBe(false);
  });

  it('knows which of those modules make each call', () => {
    const callers = endpointCallers(calls, new Set(names));
    expect([...callers.keys()].sort()).toEqual(['captcha', 'gameList', 'gameVendor']);
    expect([...callers.get('gameList')!]).toEqual([join(calls, 'plugins/lobby/api.ts')]);
    expect([...callers.get('captcha')!]).toEqual([join(calls, 'core/ui/form/useCaptcha.ts')]);
  });

  it("keeps the shell's calls, names no such module makes, and synchronous asks", () => {
    // gameVendor is only a storage key in core: it goes with lobby/api.ts, which makes the call;
    // captcha goes with the form part that makes it.
    expect([...entryEndpointNames(calls, names)].sort()).toEqual([
      'hotGames',
      'jackpot',
      'status',
      'vendorWallets',
    ]);
  });
});
