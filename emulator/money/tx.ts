// The database handles money code writes through: a transaction (or the database itself).
import type { Transaction } from '@electric-sql/pglite';

/** The open transaction once() hands to its callback. */
export type Tx = Pick<Transaction, 'query' | 'exec'>;
/** What post() writes through: a transaction, or the database itself (post() then opens its own transaction). */
export type Queryable = Pick<Transaction, 'query'>;
