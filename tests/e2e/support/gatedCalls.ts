import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

interface EndpointEntry {
  name: string;
  path: string;
  modules: string[];
  altPaths?: Record<string, string>;
}

const table = (
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../schemas/api/endpoints.json'), 'utf8'),
  ) as { endpoints: EndpointEntry[] }
).endpoints;

/** Endpoint of each platform path, the spec's older generation (altPaths) included. */
const byPath = new Map<string, EndpointEntry>(
  table.flatMap((entry) =>
    [entry.path, ...Object.values(entry.altPaths ?? {})].map((path) => [path, entry] as const),
  ),
);

/**
 * Records every platform call the page makes, so a journey can show that none went to an
 * endpoint whose whitelabel module is off (platform-facts.md: the front end never makes it).
 */
export function recordPlatformCalls(page: Page): Set<string> {
  const called = new Set<string>();
  page.on('request', (request) => {
    const entry = byPath.get(new URL(request.url()).pathname);
    if (entry) called.add(entry.name);
  });
  return called;
}

/** The recorded calls whose every gating module is off (any-of gate; none means always open). */
export function callsGatedOff(called: Iterable<string>, flags: Record<string, boolean>): string[] {
  const byName = new Map(table.map((entry) => [entry.name, entry]));
  return [...called].filter((name) => {
    const modules = byName.get(name)?.modules ?? [];
    return modules.length > 0 && !modules.some((module) => flags[module] === true);
  });
}
