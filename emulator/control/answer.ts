// What a control route answers, and the helpers every route file uses. Its own module so the route
// files and the router that joins them (api.ts) both import it without importing each other.
import type { EmulatorState } from '../context.js';
import type { Params } from '../http/router.js';

export interface ControlAnswer {
  status: number;
  json?: unknown;
  html?: string;
}

/** A control route: the emulator's state, the path parameters, the JSON body, the query. */
export type ControlRoute = (
  state: EmulatorState,
  params: Params,
  body: unknown,
  query: URLSearchParams,
) => Promise<ControlAnswer>;

export const json = (value: unknown, status = 200): ControlAnswer => ({ status, json: value });
export const bad = (message: string, status = 400): ControlAnswer =>
  json({ error: message }, status);
export const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
