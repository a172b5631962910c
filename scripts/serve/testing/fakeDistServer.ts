/**
 * For the static server's tests: a hand-made dist folder (the bare template, brand pages, an
 * asset), a secret in the folder's sibling with a longer name (which a string-prefix containment
 * check would let through), a stand-in platform that records what reached it and grants CORS the
 * proxy must drop, and the static server over them on a free port.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer } from '../staticServer';

/** Text of the build's bare template: never to be served as is. */
export const TEMPLATE_TEXT = 'BARE-TEMPLATE';
/** Text of the sibling folder's file: never to be served at all. */
export const SECRET_TEXT = 'SIBLING-SECRET';

export interface FakeDistServer {
  dist: string;
  /** The served folder's sibling, `${dist}-secret`, holding key.txt. */
  sibling: string;
  port: number;
  /** Every request target the stand-in platform received, in order. */
  upstreamPaths: string[];
  close(): void;
}

/** `files` (paths relative to the dist folder) are written beside the standard ones. */
export async function startFakeDistServer(
  files: Record<string, string> = {},
  prepare: (dist: string, sibling: string) => void = () => undefined,
): Promise<FakeDistServer> {
  const dist = mkdtempSync(join(tmpdir(), 'wl-static-'));
  const sibling = `${dist}-secret`;
  mkdirSync(sibling);
  writeFileSync(join(sibling, 'key.txt'), SECRET_TEXT);
  mkdirSync(join(dist, 'site-html'));
  mkdirSync(join(dist, 'assets'));
  const standard: Record<string, string> = {
    'index.html': `<html>${TEMPLATE_TEXT}</html>`,
    'site-html/default.html': '<html>default brand</html>',
    'site-html/angkor.html': '<html>angkor brand</html>',
    'assets/app.js': 'console.log(1);',
  };
  for (const [path, text] of Object.entries({ ...standard, ...files }))
    writeFileSync(join(dist, path), text);
  prepare(dist, sibling);

  const upstreamPaths: string[] = [];
  const upstream: Server = createServer((req, res) => {
    upstreamPaths.push(req.url ?? '');
    req.resume();
    res.writeHead(200, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'access-control-allow-credentials': 'true',
    });
    res.end('{"success":true,"value":1}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const server = await startStaticServer({
    distDir: dist,
    port: 0,
    emulatorUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
  });
  return {
    dist,
    sibling,
    port: (server.address() as AddressInfo).port,
    upstreamPaths,
    close() {
      server.close();
      upstream.close();
      rmSync(dist, { recursive: true, force: true });
      rmSync(sibling, { recursive: true, force: true });
    },
  };
}
