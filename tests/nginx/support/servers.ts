/**
 * The two servers the smoke suite checks side by side over one build, and what a brand page
 * answer must carry on both: exactly the headers of scripts/serve/securityHeaders.ts.
 */
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { NGINX_SMOKE_PORTS } from '../../../scripts/lib/nginx-smoke-ports';
import { REPO_ROOT } from '../../../scripts/lib/repo-paths';
import { readDistSites } from '../../../scripts/serve/distSites';
import { pageHeaders } from '../../../scripts/serve/securityHeaders';
import type { RawAnswer } from './rawRequest';

/** The build both servers serve (the smoke server reads the same variable). */
export const DIST_DIR = join(REPO_ROOT, process.env.E2E_DIST ?? 'dist-test');

export interface ServerUnderTest {
  name: 'nginx' | 'node';
  port: number;
}

export const NGINX: ServerUnderTest = { name: 'nginx', port: NGINX_SMOKE_PORTS.nginx };
export const NODE: ServerUnderTest = { name: 'node', port: NGINX_SMOKE_PORTS.node };
export const SERVERS = [NGINX, NODE] as const;
export const EMULATOR_URL = `http://127.0.0.1:${NGINX_SMOKE_PORTS.emulator}`;

/** The Host header that names a brand on a server. */
export const hostOf = (site: string, server: ServerUnderTest) => `${site}.localhost:${server.port}`;

let distSites: ReturnType<typeof readDistSites> | undefined;
/** A brand's CSP sources as the build records them (its page's site config, csp.ts). */
function cspOf(site: string) {
  distSites ??= readDistSites(DIST_DIR);
  return distSites.find((brand) => brand.id === site)?.csp;
}

/**
 * The answer is a brand page with every page header, over plain HTTP (so no HSTS); the CSP is
 * the brand's own (a brand with analytics names its origins).
 */
export function expectBrandPage(answer: RawAnswer, site: string, where: string): void {
  expect.soft(answer.status, `${where}: status`).toBe(200);
  expect.soft(String(answer.headers['content-type']), `${where}: type`).toMatch(/^text\/html/);
  for (const [name, value] of Object.entries(pageHeaders({ csp: cspOf(site) })))
    expect.soft(answer.headers[name.toLowerCase()], `${where}: ${name}`).toBe(value);
  expect
    .soft(answer.headers['strict-transport-security'], `${where}: no HSTS on http`)
    .toBe(undefined);
  expect
    .soft(answer.body.toString('utf8'), `${where}: the brand's own page`)
    .toContain(`"id":"${site}"`);
}

/** No answer of a brand origin lets another site read it. */
export function expectNoCorsGrant(answer: RawAnswer, where: string): void {
  expect.soft(answer.headers['access-control-allow-origin'], `${where}: ACAO`).toBe(undefined);
}
