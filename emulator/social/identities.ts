// Social accounts bound to members (social_identities). A binding is written once and never
// changed or removed: the primary key refuses a second binding of the same provider account.
import type { Db } from '../db/database.js';
import type { MemberRow } from '../context.js';

type Query = Pick<Db, 'query'>;

export async function boundMember(
  db: Query,
  merchant: string,
  provider: string,
  subject: string,
): Promise<MemberRow | undefined> {
  const { rows } = await db.query<MemberRow>(
    `SELECT m.* FROM social_identities s JOIN members m ON m.id = s.member_id
     WHERE s.merchant = $1 AND s.provider = $2 AND s.subject = $3`,
    [merchant, provider, subject],
  );
  return rows[0];
}

/** Binds; false when the provider account is already bound (to anyone). */
export async function bindIdentity(
  db: Query,
  merchant: string,
  provider: string,
  subject: string,
  memberId: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO social_identities (merchant, provider, subject, member_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING member_id`,
    [merchant, provider, subject, memberId],
  );
  return rows.length === 1;
}
