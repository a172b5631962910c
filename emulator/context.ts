// What every platform-call handler receives: the database, the resolved merchant, the validated input and the session.
import type { Db } from './db/database.js';
import type { Faults } from './control/faults.js';

export interface MerchantRow {
  code: string;
  name: string;
  cipher: string;
  currency: string;
  currency_symbol: string;
  default_language: string;
  maintenance: boolean;
  region_restriction: boolean;
  maintenance_message: string;
  main_domain: string;
  analytics_id: string;
  reg_sms_verification: boolean;
  reg_captcha: boolean;
  settings: Record<string, unknown>;
}

export interface MemberRow {
  id: number;
  merchant: string;
  account: string;
  password_hash: string;
  nickname: string;
  type: number;
  currency: string;
  email: string | null;
  mobile_num: string | null;
  language: string | null;
  points: string;
  upline_id: number | null;
  password_expires_at: Date | null;
  default_password: boolean;
  last_login_at: Date | null;
  payee_name: string | null;
  totp_secret: string | null;
  updated_at: Date;
}

/** Mutable, in-memory emulator state that is deliberately not persisted. */
export interface EmulatorState {
  db: Db;
  faults: Faults;
  /** Rebuilds the database from scratch (control API reset). */
  reset(): Promise<void>;
  /** The emulator's clock; `PUT /__emulator/clock` fixes it so draws and boards are reproducible. */
  clock: Clock;
}

/** Milliseconds since the epoch: the real time, or a fixed instant set by a test. */
export interface Clock {
  now(): number;
  /** A fixed instant, or undefined to follow the base clock again. */
  fixed: number | undefined;
}

export function createClock(base: () => number = Date.now): Clock {
  const clock: Clock = { fixed: undefined, now: () => clock.fixed ?? base() };
  return clock;
}

export interface CallContext {
  db: Db;
  /** The name of the endpoint called (schemas/api/endpoints.json), set by the dispatcher. */
  endpoint: string;
  merchant: MerchantRow;
  input: Record<string, unknown>;
  member: MemberRow | undefined;
  token: string | undefined;
  language: string;
  ip: string;
  /** The Idempotency-Key header of a money call (validated by the dispatcher); once() applies a key once. */
  idempotencyKey: string | undefined;
  /** Current time in ms (injectable: startEmulator({ now }) or the control API). */
  now(): number;
}

export type CallHandler = (ctx: CallContext) => Promise<unknown>;

/** The member of a T call; the dispatcher has already refused calls without one. */
export function requireMember(ctx: CallContext): MemberRow {
  if (!ctx.member) throw new Error('T handler called without a member');
  return ctx.member;
}

export const AGENT_TYPES = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;
