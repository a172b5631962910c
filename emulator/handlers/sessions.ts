// Sessions and member lookup shared by the login, logout and token checks.
import { mintToken } from '../../core/api/wire/token.js';
import type { Db } from '../db/database.js';
import type { MemberRow } from '../context.js';

/** How a session was opened (migration 028); social sign-ins name their provider. */
export type SignIn = 'password' | 'sms' | 'phoneAuth' | 'register' | `social:${string}`;

export async function createSession(
  db: Pick<Db, 'query'>,
  merchant: string,
  memberId: number,
  signIn: SignIn = 'password',
): Promise<string> {
  const token = mintToken();
  await db.query(
    'INSERT INTO sessions (token, merchant, member_id, sign_in) VALUES ($1, $2, $3, $4)',
    [token, merchant, memberId, signIn],
  );
  return token;
}

export async function memberByToken(
  db: Pick<Db, 'query'>,
  merchant: string,
  token: string,
): Promise<MemberRow | undefined> {
  const { rows } = await db.query<MemberRow>(
    'SELECT m.* FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token = $1 AND s.merchant = $2',
    [token, merchant],
  );
  return rows[0];
}

export async function memberByAccount(
  db: Pick<Db, 'query'>,
  merchant: string,
  account: string,
): Promise<MemberRow | undefined> {
  const { rows } = await db.query<MemberRow>(
    'SELECT * FROM members WHERE merchant = $1 AND lower(account) = lower($2)',
    [merchant, account],
  );
  return rows[0];
}

export async function memberByMobile(
  db: Pick<Db, 'query'>,
  merchant: string,
  mobile: string,
): Promise<MemberRow | undefined> {
  const { rows } = await db.query<MemberRow>(
    'SELECT * FROM members WHERE merchant = $1 AND mobile_num = $2 ORDER BY id LIMIT 1',
    [merchant, mobile],
  );
  return rows[0];
}
