// Control routes over the ledger: its invariants (for the money bench and tests) and a member's wallets, read
// without going through the (possibly faulted) platform calls.
import { fromCents, ledgerCheck, walletBalances } from '../money/ledger.js';
import { type ControlRoute } from './answer.js';

type Handler = ControlRoute;

/** GET /__emulator/ledger/check — movement, posting and key counts plus every broken invariant; ok when none. */
const check: Handler = async (state) => ({ status: 200, json: await ledgerCheck(state.db) });

/** GET /__emulator/merchants/:code/members/:account/wallets — { MAIN: 8888, PG: 10 } (2-decimal amounts). */
const wallets: Handler = async (state, p) => {
  const { rows } = await state.db.query<{ id: number }>(
    'SELECT id FROM members WHERE merchant = $1 AND lower(account) = lower($2)',
    [p.code, p.account],
  );
  const id = rows[0]?.id;
  if (id === undefined)
    return { status: 404, json: { error: `no member ${p.account} on ${p.code}` } };
  const balances = await walletBalances(state.db, id);
  return {
    status: 200,
    json: Object.fromEntries(
      Object.entries(balances).map(([wallet, cents]) => [wallet, fromCents(cents)]),
    ),
  };
};

export const ledgerRoutes: [string, string, Handler][] = [
  ['GET', '/__emulator/ledger/check', check],
  ['GET', '/__emulator/merchants/:code/members/:account/wallets', wallets],
];
