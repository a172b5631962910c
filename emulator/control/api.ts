// The control API under /__emulator/: reset, site status, module switches, SMS/captcha peeking and fault injection.
import { Router, type Params } from '../http/router.js';
import type { EmulatorState, MerchantRow } from '../context.js';
import { siteStatus } from '../handlers/system.js';
import { moduleFlags } from '../handlers/modules.js';
import { controlPage } from './page.js';
import { contentRoutes } from './content.js';
import { lastEmail, patchMember } from './accounts.js';
import { resetMemberSecurity } from './security.js';
import { createRng } from '../seed/prng.js';
import { provisionedSeed, seedAccounts, seedMerchant } from '../seed/seedMerchant.js';
import { seedDemoBets } from '../seed/bets.js';
import type { ControlAnswer } from './answer.js';
import { LOST_ANSWER_MODES, type LostAnswerMode } from './faults.js';
import { ledgerRoutes } from './ledger.js';
import { depositRoutes } from './deposits.js';
import { messageRoutes } from './messages.js';
import { missionRoutes } from './missions.js';
import { withdrawalRoutes } from './withdrawals.js';
import { promotionRoutes } from './promotions.js';
import { pointsRoutes } from './points.js';
import { rebateRoutes } from './rebate.js';
import { rewardRoutes } from './rewards.js';
import { referralRoutes } from './referral.js';
import { agentTeamRoutes } from './agentTeam.js';
import { contractRoutes } from './contracts.js';
import { cspReportRoutes } from './cspReports.js';

type ControlHandler = (
  state: EmulatorState,
  params: Params,
  body: unknown,
  query: URLSearchParams,
) => Promise<ControlAnswer>;

const json = (value: unknown, status = 200): ControlAnswer => ({ status, json: value });
const bad = (message: string, status = 400): ControlAnswer => json({ error: message }, status);
const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

async function merchantOf(state: EmulatorState, code: string): Promise<MerchantRow | undefined> {
  return (await state.db.query<MerchantRow>('SELECT * FROM merchants WHERE code = $1', [code]))
    .rows[0];
}

const statusView = (m: MerchantRow) => ({
  status: siteStatus(m),
  maintenance: m.maintenance,
  regionRestriction: m.region_restriction,
  maintenanceMessage: m.maintenance_message,
});

async function vendorViews(state: EmulatorState, vassalage?: string) {
  const { rows } = await state.db.query<{
    vassalage: string;
    game_type: string;
    display_name: string;
    maintenance: boolean;
    freeplay: boolean;
    app_new_window: boolean;
  }>(
    `SELECT * FROM vendors ${vassalage === undefined ? '' : 'WHERE vassalage = $1'} ORDER BY sort`,
    vassalage === undefined ? [] : [vassalage],
  );
  return rows.map((v) => ({
    vassalage: v.vassalage,
    gameType: v.game_type,
    displayName: v.display_name,
    maintenance: v.maintenance,
    freeplay: v.freeplay,
    appNewWindow: v.app_new_window,
  }));
}

const clockView = (state: EmulatorState) => ({
  now: new Date(state.clock.now()).toISOString(),
  fixed: state.clock.fixed !== undefined,
});

export const controlRouter = new Router<ControlHandler>()
  .add('GET', '/__emulator/', async (state) => ({ status: 200, html: await controlPage(state.db) }))
  .add('POST', '/__emulator/reset', async (state) => {
    await state.reset();
    return json({ reset: true });
  })
  .add('GET', '/__emulator/merchants', async (state) => {
    const { rows } = await state.db.query<MerchantRow>('SELECT * FROM merchants ORDER BY code');
    return json(
      rows.map((m) => ({ code: m.code, name: m.name, cipher: m.cipher, ...statusView(m) })),
    );
  })
  .add('POST', '/__emulator/merchants', async (state, _p, body) => {
    // A brand made with npm run site:new has no merchant on the platform yet; npm start provisions one here.
    if (!isObj(body) || typeof body.code !== 'string' || !/^[a-z0-9]{3,16}$/.test(body.code))
      return bad('/code must match ^[a-z0-9]{3,16}$');
    const code = body.code;
    if (await merchantOf(state, code)) return json({ created: false, code });
    const language = typeof body.defaultLanguage === 'string' ? body.defaultLanguage : 'EN';
    const name = typeof body.name === 'string' ? body.name : body.code;
    const seed = provisionedSeed(code, name, language);
    await state.db.transaction(async (tx) => {
      await seedMerchant(tx, seed, createRng(code.length * 7919), 'none');
      await seedAccounts(tx, seed);
      await seedDemoBets(tx, state.clock.now(), [code]);
    });
    return json({ created: true, code }, 201);
  })
  .add('GET', '/__emulator/merchants/:code/status', async (state, p) => {
    const m = await merchantOf(state, p.code!);
    return m ? json(statusView(m)) : bad(`unknown merchant ${p.code}`, 404);
  })
  .add('PUT', '/__emulator/merchants/:code/status', async (state, p, body) => {
    const m = await merchantOf(state, p.code!);
    if (!m) return bad(`unknown merchant ${p.code}`, 404);
    if (!isObj(body)) return bad('body must be an object');
    // status 1/2/0 sets both switches; explicit maintenance/regionRestriction booleans set one switch each (to test precedence).
    let maintenance = m.maintenance;
    let region = m.region_restriction;
    if (body.status !== undefined) {
      if (![0, 1, 2].includes(body.status as number)) return bad('/status must be 0, 1 or 2');
      maintenance = body.status === 1;
      region = body.status === 2;
    }
    if (typeof body.maintenance === 'boolean') maintenance = body.maintenance;
    if (typeof body.regionRestriction === 'boolean') region = body.regionRestriction;
    const message =
      typeof body.maintenanceMessage === 'string' ? body.maintenanceMessage : m.maintenance_message;
    await state.db.query(
      'UPDATE merchants SET maintenance = $1, region_restriction = $2, maintenance_message = $3 WHERE code = $4',
      [maintenance, region, message, m.code],
    );
    return json(statusView((await merchantOf(state, m.code))!));
  })
  .add('GET', '/__emulator/merchants/:code/modules', async (state, p) => {
    if (!(await merchantOf(state, p.code!))) return bad(`unknown merchant ${p.code}`, 404);
    return json(Object.fromEntries(await moduleFlags(state.db, p.code!)));
  })
  .add('PUT', '/__emulator/merchants/:code/modules', async (state, p, body) => {
    if (!(await merchantOf(state, p.code!))) return bad(`unknown merchant ${p.code}`, 404);
    if (!isObj(body) || !Object.values(body).every((v) => typeof v === 'boolean'))
      return bad('body must map module ids to booleans');
    for (const [mod, enabled] of Object.entries(body)) {
      await state.db.query(
        'INSERT INTO merchant_modules (merchant, mod_id, enabled) VALUES ($1, $2, $3) ON CONFLICT (merchant, mod_id) DO UPDATE SET enabled = EXCLUDED.enabled',
        [p.code, mod, enabled],
      );
    }
    return json(Object.fromEntries(await moduleFlags(state.db, p.code!)));
  })
  .add('GET', '/__emulator/sms/last', async (state, _p, _b, q) => {
    const mobile = q.get('mobile');
    const { rows } = await state.db.query<{
      merchant: string;
      mobile_num: string;
      code: string;
      purpose: string;
      created_at: Date;
    }>(
      `SELECT * FROM sms_codes ${mobile ? 'WHERE mobile_num = $1' : ''} ORDER BY id DESC LIMIT 1`,
      mobile ? [mobile] : [],
    );
    const r = rows[0];
    return r
      ? json({
          merchant: r.merchant,
          mobile: r.mobile_num,
          code: r.code,
          purpose: r.purpose,
          createdAt: r.created_at,
        })
      : bad('no SMS sent yet', 404);
  })
  .add('GET', '/__emulator/captcha/last', async (state) => {
    const r = (
      await state.db.query<{ id: string; merchant: string; answer: string }>(
        'SELECT * FROM captchas ORDER BY created_at DESC LIMIT 1',
      )
    ).rows[0];
    return r
      ? json({ id: r.id, merchant: r.merchant, answer: r.answer })
      : bad('no captcha issued yet', 404);
  })
  .add('PUT', '/__emulator/merchants/:code/members/:account', patchMember)
  .add('POST', '/__emulator/merchants/:code/members/:account/security/reset', resetMemberSecurity)
  .add('GET', '/__emulator/email/last', lastEmail)
  .add('GET', '/__emulator/vendors', async (state) => json(await vendorViews(state)))
  .add('GET', '/__emulator/vendors/:vassalage', async (state, p) => {
    const v = (await vendorViews(state, p.vassalage)).at(0);
    return v ? json(v) : bad(`unknown vendor ${p.vassalage}`, 404);
  })
  .add('PUT', '/__emulator/vendors/:vassalage', async (state, p, body) => {
    // { maintenance?, freeplay?, appNewWindow? }: each given boolean sets that switch of the vendor.
    if (!(await vendorViews(state, p.vassalage)).length)
      return bad(`unknown vendor ${p.vassalage}`, 404);
    if (!isObj(body)) return bad('body must be an object');
    const columns: Record<string, string> = {
      maintenance: 'maintenance',
      freeplay: 'freeplay',
      appNewWindow: 'app_new_window',
    };
    for (const [key, value] of Object.entries(body)) {
      if (!columns[key])
        return bad(`/${key} is not a vendor switch (maintenance, freeplay, appNewWindow)`);
      if (typeof value !== 'boolean') return bad(`/${key} must be a boolean`);
    }
    for (const [key, value] of Object.entries(body))
      await state.db.query(`UPDATE vendors SET ${columns[key]!} = $1 WHERE vassalage = $2`, [
        value,
        p.vassalage,
      ]);
    return json((await vendorViews(state, p.vassalage))[0]);
  })
  .add('GET', '/__emulator/clock', async (state) => json(clockView(state)))
  .add('PUT', '/__emulator/clock', async (state, _p, body) => {
    // { now: ISO date-time or epoch ms } fixes the clock (draws, winner board, jackpot); { now: null } releases it.
    if (!isObj(body) || !('now' in body))
      return bad('body must be { now: ISO date-time | ms | null }');
    if (body.now === null) state.clock.fixed = undefined;
    else {
      const ms = typeof body.now === 'number' ? body.now : Date.parse(String(body.now));
      if (!Number.isFinite(ms)) return bad('/now must be an ISO date-time, epoch ms or null');
      state.clock.fixed = ms;
    }
    // Contracts are not settled here: a test that fixes the clock years ahead (draws, missions) would
    // pay for every period in between. The next contract call or party's balance call settles what
    // the new time finished (lazily, a period once), and `POST /__emulator/clock/advance` does it now.
    return json(clockView(state));
  })
  .add('GET', '/__emulator/faults', async (state) => json(state.faults))
  .add('PUT', '/__emulator/faults', async (state, _p, body) => {
    if (!isObj(body)) return bad('body must be an object');
    const latencyMs = body.latencyMs ?? 0;
    const failureRate = body.failureRate ?? 0;
    if (typeof latencyMs !== 'number' || latencyMs < 0 || latencyMs > 60_000)
      return bad('/latencyMs must be a number 0..60000');
    if (typeof failureRate !== 'number' || failureRate < 0 || failureRate > 1)
      return bad('/failureRate must be a number 0..1');
    if (body.pathPrefix !== undefined && typeof body.pathPrefix !== 'string')
      return bad('/pathPrefix must be a string');
    const lostAnswerShare = body.lostAnswerShare ?? 0;
    if (typeof lostAnswerShare !== 'number' || lostAnswerShare < 0 || lostAnswerShare > 1)
      return bad('/lostAnswerShare must be a number 0..1');
    const lostAnswerMode = body.lostAnswerMode ?? 'error';
    if (!LOST_ANSWER_MODES.includes(lostAnswerMode as LostAnswerMode))
      return bad(`/lostAnswerMode must be one of ${LOST_ANSWER_MODES.join(', ')}`);
    const limit = body.limit;
    if (
      limit !== undefined &&
      (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 0)
    )
      return bad('/limit must be a non-negative integer');
    state.faults = {
      latencyMs,
      failureRate,
      ...(typeof body.pathPrefix === 'string' ? { pathPrefix: body.pathPrefix } : {}),
      // Share of injected failures that apply the call first and then lose the answer (a 500 or a dropped socket).
      ...(lostAnswerShare > 0
        ? { lostAnswerShare, lostAnswerMode: lostAnswerMode as LostAnswerMode }
        : {}),
      // At most `limit` injected faults (failed + lost answers), then none: "lose the next answer only" is limit 1.
      ...(limit !== undefined ? { limit } : {}),
    };
    return json(state.faults);
  });

// The ledger's invariants (GET /__emulator/ledger/check): control/ledger.ts.
for (const [method, path, handler] of ledgerRoutes) controlRouter.add(method, path, handler);
// Site content (notices, popups, promotions, help) and feedback: control/content.ts.
for (const [method, path, handler] of contentRoutes) controlRouter.add(method, path, handler);
// The inbox: send a member a mail, restore a member's inbox (control/messages.ts).
for (const [method, path, handler] of messageRoutes) controlRouter.add(method, path, handler);
// Missions: read a member's, fix one's progress, reset claims and today's check-in (control/missions.ts).
for (const [method, path, handler] of missionRoutes) controlRouter.add(method, path, handler);
// Deposits: list the orders, approve, reject or fail one (control/deposits.ts).
for (const [method, path, handler] of depositRoutes) controlRouter.add(method, path, handler);
// Withdrawals: list, approve or reject one, forget a journey's (control/withdrawals.ts).
for (const [method, path, handler] of withdrawalRoutes) controlRouter.add(method, path, handler);
// Promotions: a member's entries, approve or reject an application, reset the entries, replace the promotions
// (control/promotions.ts).
for (const [method, path, handler] of promotionRoutes) controlRouter.add(method, path, handler);
// Points mall: list, approve or reject a redemption, forget a journey's (control/points.ts).
for (const [method, path, handler] of pointsRoutes) controlRouter.add(method, path, handler);
// Rewards: grant a member a reward, remove the granted ones (control/rewards.ts).
for (const [method, path, handler] of rewardRoutes) controlRouter.add(method, path, handler);
// Referrals: a member's friends, and a reset that takes the rewards back (control/referral.ts).
for (const [method, path, handler] of referralRoutes) controlRouter.add(method, path, handler);
for (const [method, path, handler] of agentTeamRoutes) controlRouter.add(method, path, handler);
// Manual rebate: forget a member's claims (control/rebate.ts).
for (const [method, path, handler] of rebateRoutes) controlRouter.add(method, path, handler);
// Contracts: advance the clock and settle, reset the journey's contracts, bets now (control/contracts.ts).
for (const [method, path, handler] of contractRoutes) controlRouter.add(method, path, handler);
// CSP violations the brand pages reported: read or clear them (control/cspReports.ts).
for (const [method, path, handler] of cspReportRoutes) controlRouter.add(method, path, handler);
