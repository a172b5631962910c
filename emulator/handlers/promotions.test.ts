import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  control,
  login,
  start,
  type Envelope,
  type TestEmulator,
} from '../testing/harness.js';
import { APPLY_NOW_SLUG, promotionId } from '../seed/promotions.js';
import { checkApplication, IMAGE_MAX_BYTES } from './promotionsRules.js';
import { drawPrize } from './promotionsRaffle.js';
import { jpegHead, pngHead } from '../../core/api/wire/testing/imageBytes.js';

let emu: TestEmulator;
const MERCHANT = 'dflt88';
let demo = '';
let player = '';
let keySeq = 0;
const newKey = () => `promo-test-${++keySeq}-${Date.now()}`;
const id = (slug: string) => promotionId(MERCHANT, slug);

const api = async (
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; key?: string } = {},
): Promise<Envelope> => (await call(emu.url, method, path, { merchant: MERCHANT, ...opts })).body;

const ctl = (method: string, path: string, body?: unknown) => control(emu.url, method, path, body);

interface Promo {
  promotionId: string;
  title: string;
  category: string;
  tags: string[];
  kind: string;
  status: string;
  content: string;
  remainingDraws?: number;
}
interface PromoPage {
  list: Promo[];
  total: number;
  totalPages: number;
  pageNo: number;
}

const memberList = (query = '', token = demo) =>
  api('GET', `/wps/relay/MCSFE_getAvailablePromotions?pageSize=50${query}`, { token }).then(
    (r) => r.value as unknown as PromoPage,
  );
const publicList = (query = '') =>
  api('GET', `/wps/relay/MCSFE_getMerchantAvailablePromotions?pageSize=50${query}`).then(
    (r) => r.value as unknown as PromoPage,
  );
const statusOf = async (slug: string, token = demo) =>
  (await memberList('', token)).list.find((p) => p.promotionId === id(slug))?.status;
const balance = async (token = demo) =>
  Number((await api('GET', '/wps/v2/wallets/balance', { token })).value?.balance);
const apply = (body: Record<string, unknown>, token = demo) =>
  api('POST', '/wps/relay/MCSFE_applyPromotion', { token, body });
const claim = (slug: string, key = newKey(), token = demo) =>
  api('POST', '/wps/relay/MCSFE_claimPromotion', { token, key, body: { promotionId: id(slug) } });
const ledgerOk = async () => (await ctl('GET', '/__emulator/ledger/check')).body.ok;
const reset = (account = 'demo') =>
  ctl('DELETE', `/__emulator/merchants/${MERCHANT}/members/${account}/promotions`);

/** A data URL of `bytes` bytes starting with a format's header (640×480 unless given). */
function image(
  kind: 'png' | 'jpeg' | 'gif',
  bytes = 64,
  declared = kind,
  [width, height] = [640, 480],
): string {
  const head = {
    png: pngHead(width, height),
    jpeg: jpegHead(width, height),
    gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  }[kind];
  const data = Buffer.alloc(bytes, 7);
  data.set(head);
  return `data:image/${declared};base64,${data.toString('base64')}`;
}

beforeAll(async () => {
  emu = await start();
  demo = String((await login(emu.url, 'demo', 'Demo1234')).body.value?.token);
  player = String((await login(emu.url, 'player03', 'Player1234')).body.value?.token);
}, 120_000);
afterAll(async () => emu?.close());
beforeEach(async () => {
  await reset('demo');
  await reset('player03');
});

describe('promotion lists', () => {
  it('names the §2 categories, ALL first, in the asked language', async () => {
    const cats = (
      await call(emu.url, 'GET', '/wps/relay/PROMOFE_getPromotionAnnouncementCategory?language=CN')
    ).body.value as unknown as { categoryId: string; name: string }[];
    expect(cats.map((c) => c.categoryId)).toEqual([
      'ALL', 'OTHER', 'SPORTS', 'LIVE', 'SLOTS', 'CARDS', 'FISHING', 'LOTTERY', 'REBATE',
      'POINTS_MALL', 'RANK', 'DEPOSIT', 'APP_DOWNLOAD', 'NEWCOMER', 'GAMING',
    ]); // prettier-ignore
    expect(cats[0]!.name).toBe('全部');
  });

  it('shows the demo member every §4 status, and a visitor none of the member’s', async () => {
    const mine = await memberList();
    expect(new Set(mine.list.map((p) => p.status))).toEqual(
      new Set([
        'JOIN', 'CLAIM', 'APPLYING', 'CLOSED', 'REJECTED', 'ISSUED', 'CLAIMED', 'IN_PROCESS',
        'JOINED', 'COMING_SOON',
      ]),
    ); // prettier-ignore
    const visitor = await publicList();
    expect(visitor.total).toBe(mine.total);
    expect(new Set(visitor.list.map((p) => p.status))).toEqual(
      new Set(['JOIN', 'CLAIM', 'CLOSED', 'COMING_SOON']),
    );
    // another member has no entries: the seeded applications are the demo member's only
    expect(await statusOf('slots-cashback', player)).toBe('JOIN');
    expect(await statusOf('slots-cashback')).toBe('APPLYING');
  });

  it('filters by category and by every asked tag, a page at a time, titles in the asked language', async () => {
    const deposit = await memberList('&category=DEPOSIT');
    expect(deposit.list.map((p) => p.category)).toEqual(['DEPOSIT', 'DEPOSIT']);
    const newbieDeposit = await memberList('&category=DEPOSIT&tags=NEWBIE&language=CN');
    expect(newbieDeposit.list.map((p) => p.promotionId)).toEqual([id(APPLY_NOW_SLUG)]);
    expect(newbieDeposit.list[0]!.title).toBe('首存送100%');
    const both = await memberList('&tags=DAILY,NEWBIE');
    expect(both.list.every((p) => p.tags.includes('DAILY') && p.tags.includes('NEWBIE'))).toBe(
      true,
    );
    expect(both.total).toBe(1);
    const all = await memberList();
    const page2 = (
      await api('GET', '/wps/relay/MCSFE_getAvailablePromotions?pageSize=12&pageNo=2', {
        token: demo,
      })
    ).value as unknown as PromoPage;
    expect(page2.totalPages).toBe(Math.ceil(all.total / 12));
    expect(page2.list.map((p) => p.promotionId)).toEqual(
      all.list.slice(12, 24).map((p) => p.promotionId),
    );
  });

  it('refuses an unknown category or tag', async () => {
    const r = await api('GET', '/wps/relay/MCSFE_getMerchantAvailablePromotions?category=NOPE');
    expect(r.code).toBe('VALIDATION_FAILED');
    expect(
      (await api('GET', '/wps/relay/MCSFE_getMerchantAvailablePromotions?tags=VIP,,')).code,
    ).toBe('VALIDATION_FAILED');
  });
});

describe('the activity application form', () => {
  const promo = id(APPLY_NOW_SLUG);

  it('holds the §5 rules: remark 140 characters, 3 images, png or jpg by content, 5 MB', async () => {
    expect(checkApplication({ remark: 'x'.repeat(140) })).toMatchObject({
      remark: 'x'.repeat(140),
    });
    // characters as people count them: 140 emoji are 280 UTF-16 units and still fine
    expect(typeof checkApplication({ remark: '😀'.repeat(140) })).toBe('object');
    expect(checkApplication({ remark: 'x'.repeat(141) })).toBe(
      '/remark must be at most 140 characters',
    );
    expect(checkApplication({ images: [1, 2, 3, 4].map(() => image('png')) })).toBe(
      '/images must hold at most 3 png or jpg images',
    );
    // a gif sent as what it is
    expect(checkApplication({ images: [image('png'), image('gif')] })).toMatch(
      /^\/images\/1 must be a png or jpg image of at most 5 MB/,
    );
    // a gif renamed .png (declared image/png) is refused; a png sent as image/jpeg is a png
    expect(checkApplication({ images: [image('gif', 64, 'png' as 'gif')] })).toBe(
      '/images/0 must be a png or jpg image of at most 5 MB: its content is neither',
    );
    expect(checkApplication({ images: [image('png', 64, 'jpeg' as 'png')] })).toMatchObject({
      images: [{ kind: 'png', bytes: 64 }],
    });
    expect(checkApplication({ images: [image('jpeg', IMAGE_MAX_BYTES)] })).toMatchObject({
      images: [{ kind: 'jpeg', bytes: IMAGE_MAX_BYTES }],
    });
    expect(checkApplication({ images: [image('jpeg', IMAGE_MAX_BYTES + 1)] })).toMatch(
      /^\/images\/0 must be a png or jpg image of at most 5 MB: it has 5242881 bytes$/,
    );
  });

  it('refuses an image whose header states more than 8000 pixels a side or 40 megapixels', () => {
    expect(checkApplication({ images: [image('png', 64, 'png', [20_000, 20_000])] })).toBe(
      '/images/0 is 20000×20000 pixels, more than 8000 a side or 40000000 in all',
    );
    expect(
      checkApplication({ images: [image('png'), image('jpeg', 64, 'jpeg', [8001, 10])] }),
    ).toMatch(/^\/images\/1 is 8001×10 pixels/);
    expect(checkApplication({ images: [image('jpeg', 64, 'jpeg', [8000, 5000])] })).toMatchObject({
      images: [{ kind: 'jpeg', bytes: 64 }],
    });
  });

  it('refuses a broken form over the wire with the rule, and takes nothing', async () => {
    const long = await apply({ promotionId: promo, remark: 'y'.repeat(141) });
    expect(long).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(long.message).toContain('at most 140 characters');
    const big = await apply({ promotionId: promo, images: [image('png', 6 * 1024 * 1024)] });
    expect(big.message).toContain('at most 5 MB');
    const gif = await apply({ promotionId: promo, images: [image('gif', 64, 'png' as 'gif')] });
    expect(gif.code).toBe('VALIDATION_FAILED');
    expect(await statusOf(APPLY_NOW_SLUG)).toBe('JOIN');
  });

  it('applies with a remark and two images: applying, once; approved it can be claimed, once', async () => {
    const r = await apply({
      promotionId: promo,
      remark: '  my first deposit  ',
      images: [image('png'), image('png', 2048, 'jpeg' as 'png')],
    });
    expect(r.value).toEqual({ promotionId: promo, status: 'APPLYING', amount: 0 });
    expect(await statusOf(APPLY_NOW_SLUG)).toBe('APPLYING');
    expect((await apply({ promotionId: promo })).code).toBe('OPERATION_NOT_ALLOWED');
    const entries = (await ctl('GET', `/__emulator/merchants/${MERCHANT}/members/demo/promotions`))
      .body as unknown as { promotionId: string; remark: string; images: unknown[] }[];
    expect(entries.find((e) => e.promotionId === promo)).toMatchObject({
      remark: 'my first deposit',
      images: [
        { kind: 'png', bytes: 64 },
        { kind: 'png', bytes: 2048 },
      ],
    });
    const approved = await ctl(
      'POST',
      `/__emulator/merchants/${MERCHANT}/members/demo/promotions/${promo}/approve`,
    );
    expect(approved.body).toMatchObject({ status: 'CLAIM', amount: 50, changed: true });
    expect(await statusOf(APPLY_NOW_SLUG)).toBe('CLAIM');
    const before = await balance();
    const paid = await claim(APPLY_NOW_SLUG);
    expect(paid.value).toEqual({ promotionId: promo, status: 'CLAIMED', amount: 50 });
    expect(await balance()).toBeCloseTo(before + 50, 2);
    expect(await statusOf(APPLY_NOW_SLUG)).toBe('CLAIMED');
  });

  it('rejects an application (application forbidden) and issues one straight into the wallet', async () => {
    await apply({ promotionId: promo });
    const rejected = await ctl(
      'POST',
      `/__emulator/merchants/${MERCHANT}/members/demo/promotions/${promo}/reject`,
    );
    expect(rejected.body).toMatchObject({ status: 'REJECTED', changed: true });
    expect(await statusOf(APPLY_NOW_SLUG)).toBe('REJECTED');
    const late = await ctl(
      'POST',
      `/__emulator/merchants/${MERCHANT}/members/demo/promotions/${promo}/approve`,
    );
    expect(late.status).toBe(409);

    await apply({ promotionId: promo }, player);
    const before = await balance(player);
    const issued = await ctl(
      'POST',
      `/__emulator/merchants/${MERCHANT}/members/player03/promotions/${promo}/approve`,
      { issue: true, amount: 12.34 },
    );
    expect(issued.body).toMatchObject({ status: 'ISSUED', amount: 12.34 });
    expect(await balance(player)).toBeCloseTo(before + 12.34, 2);
    expect((await claim(APPLY_NOW_SLUG, newKey(), player)).code).toBe('OPERATION_NOT_ALLOWED');
    expect(await ledgerOk()).toBe(true);
  });

  it('takes no application for a closed, coming or non-application promotion', async () => {
    for (const slug of ['mall-double-points', 'app-download', 'sports-parlay']) {
      const r = await apply({ promotionId: id(slug) });
      expect(r.code, slug).toBe('OPERATION_NOT_ALLOWED');
    }
    expect((await apply({ promotionId: 'nope' })).code).toBe('NOT_FOUND');
  });
});

describe('join and claim', () => {
  it('joins an open activity once', async () => {
    const r = await api('POST', '/wps/relay/MCSFE_joinPromotion', {
      token: demo,
      body: { promotionId: id('sports-parlay') },
    });
    expect(r.value).toMatchObject({ status: 'JOINED' });
    expect(await statusOf('sports-parlay')).toBe('JOINED');
    const again = await api('POST', '/wps/relay/MCSFE_joinPromotion', {
      token: demo,
      body: { promotionId: id('sports-parlay') },
    });
    expect(again.code).toBe('OPERATION_NOT_ALLOWED');
  });

  it('needs an idempotency key to claim', async () => {
    const r = await api('POST', '/wps/relay/MCSFE_claimPromotion', {
      token: demo,
      body: { promotionId: id('newcomer-gift') },
    });
    expect(r.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('pays a claim twice with one key once, and a second tab’s key nothing', async () => {
    const before = await balance();
    const key = newKey();
    const [first, retry] = await Promise.all([
      claim('newcomer-gift', key),
      claim('newcomer-gift', key),
    ]);
    expect(first.value).toEqual({ promotionId: id('newcomer-gift'), status: 'CLAIMED', amount: 8 });
    expect(retry).toEqual(first);
    const otherTab = await claim('newcomer-gift');
    expect(otherTab).toMatchObject({ success: false, code: 'OPERATION_NOT_ALLOWED' });
    expect(otherTab.message).toContain('already claimed');
    expect(await balance()).toBeCloseTo(before + 8, 2);
    expect(await ledgerOk()).toBe(true);
  });

  it('pays two tabs claiming at the same moment once', async () => {
    const before = await balance();
    const answers = await Promise.all([claim('rank-upgrade'), claim('rank-upgrade')]);
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 'OPERATION_NOT_ALLOWED')).toHaveLength(1);
    expect(await balance()).toBeCloseTo(before + 60, 2);
    expect(await ledgerOk()).toBe(true);
  });

  it('lists the member’s entries in the claim hall, latest change first', async () => {
    await claim('newcomer-gift');
    const hall = (
      await api('GET', '/wps/relay/MCS2_getPromotionClaimList?pageSize=3&language=EN', {
        token: demo,
      })
    ).value as unknown as { total: number; totalPages: number; list: Record<string, unknown>[] };
    expect(hall.total).toBe(8);
    expect(hall.totalPages).toBe(3);
    expect(hall.list[0]).toMatchObject({
      promotionId: id('newcomer-gift'),
      title: 'Newcomer gift',
      kind: 'CLAIM',
      status: 'CLAIMED',
      amount: 8,
    });
    const empty = (await api('GET', '/wps/relay/MCS2_getPromotionClaimList', { token: player }))
      .value as unknown as { total: number };
    expect(empty.total).toBe(0);
  });

  it('restores the demo member’s seeded entries, keeping what was paid', async () => {
    await claim('rank-upgrade');
    await apply({ promotionId: id(APPLY_NOW_SLUG) });
    await reset('demo');
    expect(await statusOf('rank-upgrade')).toBe('CLAIM');
    expect(await statusOf(APPLY_NOW_SLUG)).toBe('JOIN');
    expect(await statusOf('weekly-rebate')).toBe('ISSUED');
  });
});

describe('raffle', () => {
  const raffle = id('lucky-wheel');
  const draw = (key = newKey(), token = demo) =>
    api('POST', '/wps/relay/MCS2_claimRafflePromotion', {
      token,
      key,
      body: { promotionId: raffle },
    });

  it('draws the same prize for the same entry and draw, weighted', () => {
    const prizes = [
      { name: 'a', cents: 100, weight: 1 },
      { name: 'b', cents: 500, weight: 3 },
    ];
    expect(drawPrize(prizes, 5, 0)).toEqual(drawPrize(prizes, 5, 0));
    const wins = Array.from({ length: 400 }, (_, i) => drawPrize(prizes, i, 0).name);
    const b = wins.filter((w) => w === 'b').length;
    expect(b).toBeGreaterThan(240);
    expect(b).toBeLessThan(360);
  });

  it('pays each of the member’s 3 draws once (also on the MCS2 path), then refuses', async () => {
    const status0 = (
      await api('GET', `/wps/relay/MCSFE_getRafflePromotionStatus?promotionId=${raffle}`, {
        token: demo,
      })
    ).value;
    expect(status0).toMatchObject({ status: 'CLAIM', remainingDraws: 3, draws: [] });
    const before = await balance();
    const key = newKey();
    const first = await draw(key);
    expect(await draw(key)).toEqual(first);
    const v = first.value as {
      status: string;
      prize: string;
      amount: number;
      remainingDraws: number;
    };
    expect(v).toMatchObject({ status: 'CLAIM', remainingDraws: 2 });
    expect(v.prize).toMatch(/^Lucky|^Jackpot/);
    const [second, third] = await Promise.all([draw(), draw()]);
    const fourth = await draw();
    expect(fourth.code).toBe('OPERATION_NOT_ALLOWED');
    const amounts = [first, second, third].map((r) => (r.value as { amount: number }).amount);
    expect(await balance()).toBeCloseTo(before + amounts.reduce((a, b) => a + b, 0), 2);
    const status = (
      await api('GET', `/wps/relay/MCSFE_getRafflePromotionStatus?promotionId=${raffle}`, {
        token: demo,
      })
    ).value as { status: string; remainingDraws: number; draws: { amount: number }[] };
    expect(status).toMatchObject({ status: 'CLAIMED', remainingDraws: 0 });
    expect(status.draws.map((d) => d.amount)).toEqual(amounts);
    expect(await statusOf('lucky-wheel')).toBe('CLAIMED');
    expect(await ledgerOk()).toBe(true);
  });

  it('refuses the raffle call for another kind of promotion and the claim call for a raffle', async () => {
    const r = await api('POST', '/wps/relay/MCSFE_claimRafflePromotion', {
      token: demo,
      key: newKey(),
      body: { promotionId: id('newcomer-gift') },
    });
    expect(r.code).toBe('OPERATION_NOT_ALLOWED');
    expect((await claim('lucky-wheel')).code).toBe('OPERATION_NOT_ALLOWED');
  });
});

describe('control: replaced promotions', () => {
  it('puts other promotions in place of the seeded ones, with entries, and back', async () => {
    const put = await ctl('PUT', `/__emulator/merchants/${MERCHANT}/promotions`, {
      promotions: [
        { id: 'x1', title: 'One <b>', content: '<img src=x onerror=alert(1)>', tags: ['VIP'] },
        { title: 'Two', content: '<p>two</p>', category: 'SLOTS' },
      ],
      entries: { account: 'demo', status: 'CLAIM' },
    });
    expect(put.body).toEqual({ replaced: 2 });
    const list = await memberList();
    expect(list.list.map((p) => [p.title, p.category, p.status])).toEqual([
      ['One <b>', 'OTHER', 'CLAIM'],
      ['Two', 'SLOTS', 'CLAIM'],
    ]);
    const bad = await ctl('PUT', `/__emulator/merchants/${MERCHANT}/promotions`, {
      promotions: [{ title: 'x', content: 'y', category: 'ALL' }],
    });
    expect(bad.status).toBe(400);
    await ctl('DELETE', `/__emulator/merchants/${MERCHANT}/promotions`);
    expect((await memberList()).total).toBe((await publicList()).total);
    expect(await statusOf('slots-cashback')).toBe('APPLYING');
  });
});
