// Each brand's promotions (§2 categories and tags) and the demo member's entries in them, chosen so the demo member
// sees every activity status of §4 somewhere: join or apply now, claim, applying, close, rejected, issued, claimed,
// in process, joined and coming soon.
import type { LangCode } from '../../generated/languages.js';
import { post, type Tx } from '../money/ledger.js';
import type { MerchantSeed } from './merchants.js';

const DAY_MS = 86_400_000;

/** §2 promotion categories, in the order the platform lists them; ALL is the list's filter only. */
export const PROMOTION_CATEGORIES = [
  'ALL',
  'OTHER',
  'SPORTS',
  'LIVE',
  'SLOTS',
  'CARDS',
  'FISHING',
  'LOTTERY',
  'REBATE',
  'POINTS_MALL',
  'RANK',
  'DEPOSIT',
  'APP_DOWNLOAD',
  'NEWCOMER',
  'GAMING',
] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** The category names the platform answers, per language. */
export const CATEGORY_NAMES: Record<PromotionCategory, Record<LangCode, string>> = {
  ALL: { EN: 'All', CN: '全部', KM: 'ទាំងអស់' },
  OTHER: { EN: 'Other', CN: '其他', KM: 'ផ្សេងៗ' },
  SPORTS: { EN: 'Sports', CN: '体育', KM: 'កីឡា' },
  LIVE: { EN: 'Live', CN: '真人', KM: 'កាស៊ីណូផ្ទាល់' },
  SLOTS: { EN: 'Slots', CN: '电子', KM: 'ស្លុត' },
  CARDS: { EN: 'Cards', CN: '棋牌', KM: 'បៀ' },
  FISHING: { EN: 'Fishing', CN: '捕鱼', KM: 'បាញ់ត្រី' },
  LOTTERY: { EN: 'Lottery', CN: '彩票', KM: 'ឆ្នោត' },
  REBATE: { EN: 'Rebate', CN: '返水', KM: 'ប្រាក់បង្វិល' },
  POINTS_MALL: { EN: 'Points mall', CN: '积分商城', KM: 'ផ្សារពិន្ទុ' },
  RANK: { EN: 'Rank description', CN: '等级说明', KM: 'ការពិពណ៌នាកម្រិត' },
  DEPOSIT: { EN: 'Deposit', CN: '存款', KM: 'ដាក់ប្រាក់' },
  APP_DOWNLOAD: { EN: 'App download', CN: 'APP下载', KM: 'ទាញយកកម្មវិធី' },
  NEWCOMER: { EN: 'Newcomer', CN: '新人', KM: 'អ្នកថ្មី' },
  GAMING: { EN: 'Gaming', CN: '游戏', KM: 'ហ្គេម' },
};

/** §2 promotion tags. */
export const PROMOTION_TAGS = [
  'NEWBIE',
  'LIMITED',
  'SPECIAL',
  'DAILY',
  'HIGH_REBATE',
  'VIP',
] as const;
export type PromotionTag = (typeof PROMOTION_TAGS)[number];

export const PROMOTION_KINDS = ['APPLY', 'JOIN', 'CLAIM', 'RAFFLE', 'RED_ENVELOPE'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** What a member's entry can be; the other statuses of §4 come from the promotion itself. */
export const ENTRY_STATUSES = [
  'APPLYING',
  'REJECTED',
  'JOINED',
  'IN_PROCESS',
  'CLAIM',
  'ISSUED',
  'CLAIMED',
] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** One raffle prize: its name, amount in cents and weight in the draw (a red envelope: `cents` the most, `minCents` the least). */
export interface RafflePrize {
  name: string;
  cents: number;
  weight: number;
  minCents?: number;
}

type Texts = Record<LangCode, string>;

interface PromotionSeed {
  slug: string;
  category: Exclude<PromotionCategory, 'ALL'>;
  tags: PromotionTag[];
  kind: PromotionKind;
  /** Days from the seed's moment (negative: in the past). */
  startsIn: number;
  endsIn: number;
  /** In dollars, scaled to the brand's currency. */
  bonus: number;
  draws?: number;
  title: Texts;
  content: Texts;
  /** The demo member's entry, when the demo member has one. */
  demo?: EntryStatus;
}

/** The same dollar amounts look like the brand's own money (riel, yuan). */
const CURRENCY_SCALE: Record<string, number> = { USD: 1, CNY: 7, KHR: 4000 };

/** The prize table of the raffle, in dollars (scaled like the bonuses). */
const RAFFLE_PRIZES: [name: string, dollars: number, weight: number][] = [
  ['Lucky 1', 1, 50],
  ['Lucky 5', 5, 30],
  ['Lucky 18', 18, 15],
  ['Jackpot 88', 88, 5],
];

/** The bounds of a red envelope, in dollars (scaled like the bonuses): each opens to a random amount in them. */
const RED_ENVELOPE_BOUNDS = { least: 1, most: 28 } as const;

const rules = (en: string, cn: string, km: string): Texts => ({
  EN: `<p>${en}</p><ul><li>One entry per member.</li><li>The platform may end the activity early.</li></ul>`,
  CN: `<p>${cn}</p><ul><li>每位会员限参加一次。</li><li>平台有权提前结束活动。</li></ul>`,
  KM: `<p>${km}</p><ul><li>សមាជិកម្នាក់ចូលរួមបានតែម្តង។</li><li>វេទិកាអាចបញ្ចប់សកម្មភាពមុនពេល។</li></ul>`,
});

/**
 * The seeded promotions, one or more per category. The fair-play pledge's content carries a script and an
 * image error handler, harmless if it ever ran (it only counts in window.__xss), so the XSS journey
 * has something the sanitiser must take out of a seeded promotion too.
 */
const SEEDS: PromotionSeed[] = [
  {
    slug: 'first-deposit',
    category: 'DEPOSIT',
    tags: ['NEWBIE'],
    kind: 'APPLY',
    startsIn: -30,
    endsIn: 365,
    bonus: 50,
    title: { EN: 'First deposit bonus 100%', CN: '首存送100%', KM: 'ប្រាក់រង្វាន់ដាក់ប្រាក់ដំបូង 100%' },
    content: rules(
      'Deposit for the first time and apply: we double it, up to 50.',
      '首次存款后申请，即可获得100%奖金，最高50。',
      'ដាក់ប្រាក់ជាលើកដំបូង ហើយដាក់ពាក្យ៖ យើងបង្កើនទ្វេដង រហូតដល់ 50។',
    ),
  },
  {
    slug: 'sports-parlay',
    category: 'SPORTS',
    tags: ['DAILY'],
    kind: 'JOIN',
    startsIn: -10,
    endsIn: 300,
    bonus: 20,
    title: { EN: 'Daily parlay boost', CN: '每日串关加奖', KM: 'ការបន្ថែមប៉ាឡេប្រចាំថ្ងៃ' },
    content: rules(
      'Join, then win a parlay of 3 legs or more for a 10% boost.',
      '报名后，赢得3串1以上的串关即可获得10%加奖。',
      'ចូលរួម បន្ទាប់មកឈ្នះប៉ាឡេ ៣ ជើងឡើងទៅ ដើម្បីទទួលបានការបន្ថែម 10%។',
    ),
  },
  {
    slug: 'newcomer-gift',
    category: 'NEWCOMER',
    tags: ['NEWBIE', 'SPECIAL'],
    kind: 'CLAIM',
    startsIn: -60,
    endsIn: 365,
    bonus: 8,
    title: { EN: 'Newcomer gift', CN: '新人礼包', KM: 'កាដូសម្រាប់អ្នកថ្មី' },
    content: rules(
      'A welcome gift for every new member: claim it now.',
      '每位新会员的见面礼，立即领取。',
      'កាដូស្វាគមន៍សម្រាប់សមាជិកថ្មីគ្រប់រូប៖ ទទួលយកឥឡូវនេះ។',
    ),
  },
  {
    slug: 'slots-cashback',
    category: 'SLOTS',
    tags: ['HIGH_REBATE'],
    kind: 'APPLY',
    startsIn: -20,
    endsIn: 200,
    bonus: 30,
    title: { EN: 'Slots cashback 5%', CN: '电子返现5%', KM: 'ប្រាក់ត្រឡប់ស្លុត 5%' },
    content: rules(
      'Apply with a screenshot of your biggest slots loss of the week.',
      '提交本周电子游戏最大亏损截图即可申请。',
      'ដាក់ពាក្យជាមួយរូបថតអេក្រង់នៃការខាតបង់ស្លុតធំបំផុតប្រចាំសប្តាហ៍។',
    ),
    demo: 'APPLYING',
  },
  {
    slug: 'live-vip-table',
    category: 'LIVE',
    tags: ['VIP'],
    kind: 'APPLY',
    startsIn: -40,
    endsIn: 120,
    bonus: 100,
    title: { EN: 'VIP live table bonus', CN: 'VIP真人桌奖金', KM: 'ប្រាក់រង្វាន់តុផ្ទាល់ VIP' },
    content: rules(
      'VIP members who play 20 live hands a day may apply.',
      'VIP会员每日真人游戏满20局即可申请。',
      'សមាជិក VIP ដែលលេងផ្ទាល់ ២០ ដៃក្នុងមួយថ្ងៃអាចដាក់ពាក្យបាន។',
    ),
    demo: 'REJECTED',
  },
  {
    slug: 'cards-tournament',
    category: 'CARDS',
    tags: ['LIMITED'],
    kind: 'JOIN',
    startsIn: -5,
    endsIn: 25,
    bonus: 20,
    title: { EN: 'Cards tournament', CN: '棋牌锦标赛', KM: 'ការប្រកួតបៀ' },
    content: rules(
      'Join the weekly tournament; the top 100 share the prize pool.',
      '报名每周锦标赛，前100名瓜分奖池。',
      'ចូលរួមការប្រកួតប្រចាំសប្តាហ៍ អ្នកឈ្នះ ១០០ នាក់ដំបូងចែករំលែករង្វាន់។',
    ),
    demo: 'JOINED',
  },
  {
    slug: 'fishing-week',
    category: 'FISHING',
    tags: ['DAILY'],
    kind: 'JOIN',
    startsIn: -15,
    endsIn: 100,
    bonus: 15,
    title: { EN: 'Fishing week', CN: '捕鱼周', KM: 'សប្តាហ៍បាញ់ត្រី' },
    content: rules(
      'Catch 500 fish this week: the bonus is worked out when the week ends.',
      '本周捕获500条鱼，奖金于周末结算。',
      'បាញ់ត្រី ៥០០ ក្បាលក្នុងសប្តាហ៍នេះ៖ ប្រាក់រង្វាន់គណនានៅចុងសប្តាហ៍។',
    ),
    demo: 'IN_PROCESS',
  },
  {
    slug: 'weekly-rebate',
    category: 'REBATE',
    tags: ['HIGH_REBATE'],
    kind: 'APPLY',
    startsIn: -50,
    endsIn: 150,
    bonus: 25,
    title: { EN: 'Weekly rebate 1.2%', CN: '每周返水1.2%', KM: 'ប្រាក់បង្វិលប្រចាំសប្តាហ៍ 1.2%' },
    content: rules(
      'Apply every Monday; approved rebates go straight to your wallet.',
      '每周一申请，审核通过后直接派发到钱包。',
      'ដាក់ពាក្យរៀងរាល់ថ្ងៃច័ន្ទ ប្រាក់បង្វិលដែលបានអនុម័តចូលកាបូបភ្លាមៗ។',
    ),
    demo: 'ISSUED',
  },
  {
    slug: 'lottery-lucky',
    category: 'LOTTERY',
    tags: ['LIMITED'],
    kind: 'CLAIM',
    startsIn: -30,
    endsIn: 90,
    bonus: 12,
    title: { EN: 'Lucky lottery ticket', CN: '幸运彩票', KM: 'សំបុត្រឆ្នោតសំណាង' },
    content: rules(
      'A free lottery credit for the month.',
      '本月免费彩票金。',
      'ឥណទានឆ្នោតឥតគិតថ្លៃសម្រាប់ខែនេះ។',
    ),
    demo: 'CLAIMED',
  },
  {
    slug: 'mall-double-points',
    category: 'POINTS_MALL',
    tags: ['SPECIAL'],
    kind: 'JOIN',
    startsIn: -90,
    endsIn: -10,
    bonus: 0,
    title: { EN: 'Double points week', CN: '双倍积分周', KM: 'សប្តាហ៍ពិន្ទុទ្វេដង' },
    content: rules(
      'Every bet earned double points in the mall for a week.',
      '活动期间每笔投注在积分商城获得双倍积分。',
      'ការភ្នាល់នីមួយៗទទួលបានពិន្ទុទ្វេដងក្នុងផ្សាររយៈពេលមួយសប្តាហ៍។',
    ),
  },
  {
    slug: 'app-download',
    category: 'APP_DOWNLOAD',
    tags: ['NEWBIE'],
    kind: 'CLAIM',
    startsIn: 300,
    endsIn: 400,
    bonus: 5,
    title: { EN: 'App download gift', CN: '下载APP送彩金', KM: 'កាដូទាញយកកម្មវិធី' },
    content: rules(
      'Log in on the app once to claim a gift.',
      '在APP登录一次即可领取彩金。',
      'ចូលក្នុងកម្មវិធីម្តងដើម្បីទទួលកាដូ។',
    ),
  },
  {
    slug: 'lucky-wheel',
    category: 'GAMING',
    tags: ['VIP', 'SPECIAL'],
    kind: 'RAFFLE',
    startsIn: -7,
    endsIn: 200,
    bonus: 0,
    draws: 3,
    title: { EN: 'Lucky wheel', CN: '幸运大转盘', KM: 'កង់សំណាង' },
    content: rules(
      'Three free spins: every spin wins a prize, up to 88.',
      '三次免费抽奖，每次必中，最高88。',
      'បង្វិលឥតគិតថ្លៃបីដង៖ រាល់ការបង្វិលឈ្នះរង្វាន់ រហូតដល់ 88។',
    ),
  },
  {
    slug: 'rank-upgrade',
    category: 'RANK',
    tags: ['VIP'],
    kind: 'APPLY',
    startsIn: -100,
    endsIn: 365,
    bonus: 60,
    title: { EN: 'Rank upgrade reward', CN: '晋级奖励', KM: 'រង្វាន់ឡើងកម្រិត' },
    content: rules(
      'Reached a new rank? Apply and claim your upgrade reward.',
      '晋升新等级？申请并领取晋级奖励。',
      'ឡើងដល់កម្រិតថ្មី? ដាក់ពាក្យ ហើយទទួលរង្វាន់ឡើងកម្រិត។',
    ),
    demo: 'CLAIM',
  },
  {
    slug: 'weekend-reload',
    category: 'DEPOSIT',
    tags: ['DAILY', 'LIMITED'],
    kind: 'JOIN',
    startsIn: -3,
    endsIn: 250,
    bonus: 20,
    title: { EN: 'Weekend reload 20%', CN: '周末再存20%', KM: 'ដាក់ប្រាក់បន្ថែមចុងសប្តាហ៍ 20%' },
    content: rules(
      'Join, then deposit on Saturday or Sunday for 20% more.',
      '报名后周六或周日存款即可多得20%。',
      'ចូលរួម បន្ទាប់មកដាក់ប្រាក់នៅថ្ងៃសៅរ៍ ឬអាទិត្យ ដើម្បីទទួលបន្ថែម 20%។',
    ),
  },
  {
    slug: 'slots-daily-spins',
    category: 'SLOTS',
    tags: ['DAILY', 'NEWBIE'],
    kind: 'APPLY',
    startsIn: -2,
    endsIn: 180,
    bonus: 10,
    title: { EN: 'Daily free spins', CN: '每日免费旋转', KM: 'ការបង្វិលឥតគិតថ្លៃប្រចាំថ្ងៃ' },
    content: rules(
      'Apply once a day for 10 free spins.',
      '每日申请一次，获得10次免费旋转。',
      'ដាក់ពាក្យម្តងក្នុងមួយថ្ងៃ ដើម្បីទទួលការបង្វិលឥតគិតថ្លៃ ១០ ដង។',
    ),
  },
  {
    slug: 'house-rules',
    category: 'OTHER',
    tags: [],
    kind: 'JOIN',
    startsIn: -200,
    endsIn: 365,
    bonus: 0,
    title: { EN: 'Fair play pledge', CN: '公平游戏承诺', KM: 'ការសន្យាលេងដោយយុត្តិធម៌' },
    content: Object.fromEntries(
      Object.entries(
        rules(
          'Join the pledge: one account per person, no bonus abuse.',
          '加入承诺：一人一账户，禁止套利。',
          'ចូលរួមការសន្យា៖ គណនីមួយក្នុងមនុស្សម្នាក់ គ្មានការរំលោភប្រាក់រង្វាន់។',
        ),
      ).map(([lang, html]) => [
        lang,
        `${html}<img src="/emulator-assets/banner/pledge.svg" alt="" onerror="window.__xss=(window.__xss||0)+1"><script>window.__xss=(window.__xss||0)+1</script>`,
      ]),
    ) as Texts,
  },
  {
    slug: 'red-envelope',
    category: 'OTHER',
    tags: ['LIMITED'],
    kind: 'RED_ENVELOPE',
    startsIn: -1,
    endsIn: 200,
    bonus: RED_ENVELOPE_BOUNDS.most,
    draws: 3,
    title: { EN: 'Lucky red envelopes', CN: '幸运红包', KM: 'អាំងប៉ាវសំណាង' },
    content: rules(
      'Three red envelopes for every member: open each one for a surprise amount from 1 to 28.',
      '每位会员三个红包：逐个拆开，随机获得1至28的金额。',
      'អាំងប៉ាវបីសម្រាប់សមាជិកគ្រប់រូប៖ បើកម្តងមួយៗ ដើម្បីទទួលចំនួនទឹកប្រាក់ភ្ញាក់ផ្អើលពី 1 ដល់ 28។',
    ),
  },
];

/** The promotion id of a seed on a brand. */
export const promotionId = (merchant: string, slug: string) => `${merchant}-promo-${slug}`;

/** The id of the seeded promotion the demo member applies to in the journeys (apply now, no entry). */
export const APPLY_NOW_SLUG = 'first-deposit';

const scaled = (dollars: number, currency: string) =>
  Math.round(dollars * (CURRENCY_SCALE[currency] ?? 1) * 100);

/** Inserts the brand's promotions, dated around `nowMs`. */
export async function seedPromotions(tx: Tx, m: MerchantSeed, nowMs: number): Promise<void> {
  for (const [i, s] of SEEDS.entries()) {
    const id = promotionId(m.code, s.slug);
    const prizes: RafflePrize[] =
      s.kind === 'RAFFLE'
        ? RAFFLE_PRIZES.map(([name, dollars, weight]) => ({
            name,
            cents: scaled(dollars, m.currency),
            weight,
          }))
        : s.kind === 'RED_ENVELOPE'
          ? [
              {
                name: 'Red envelope',
                cents: scaled(RED_ENVELOPE_BOUNDS.most, m.currency),
                minCents: scaled(RED_ENVELOPE_BOUNDS.least, m.currency),
                weight: 1,
              },
            ]
          : [];
    await tx.query(
      `INSERT INTO promotions (id, merchant, category, tags, kind, title, content, image_url, starts_at, ends_at,
         bonus_cents, draws, prizes, sequence)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        id,
        m.code,
        s.category,
        s.tags,
        s.kind,
        JSON.stringify(s.title),
        JSON.stringify(s.content),
        `/emulator-assets/banner/${encodeURIComponent(id)}.svg`,
        new Date(nowMs + s.startsIn * DAY_MS).toISOString(),
        new Date(nowMs + s.endsIn * DAY_MS).toISOString(),
        scaled(s.bonus, m.currency),
        s.draws ?? 0,
        JSON.stringify(prizes),
        i + 1,
      ],
    );
  }
}

/** The demo member's seeded entries: which promotion and which status. */
export const DEMO_ENTRIES = SEEDS.flatMap((s) =>
  s.demo ? [{ slug: s.slug, status: s.demo }] : [],
);

/**
 * Writes the member's seeded entries (the demo member's; other members have none). Issued and
 * claimed entries were paid: their bonus is a ledger movement. `restore` puts the seeded state back
 * after a journey: final entries (issued, claimed) are kept with their movement, the others are
 * written again, and every entry the seed does not have goes.
 */
export async function seedPromotionEntries(
  tx: Tx,
  merchant: string,
  memberId: number,
  nowMs: number,
  { restore = false }: { restore?: boolean } = {},
): Promise<void> {
  const isDemo = (
    await tx.query<{ account: string }>('SELECT account FROM members WHERE id = $1', [memberId])
  ).rows[0]?.account;
  const seeded = isDemo === 'demo' ? DEMO_ENTRIES : [];
  const ids = seeded.map((e) => promotionId(merchant, e.slug));
  const isPaid = (status: EntryStatus) => status === 'ISSUED' || status === 'CLAIMED';
  const paidIds = ids.filter((_, i) => isPaid(seeded[i]!.status));
  await tx.query(
    'DELETE FROM promotion_entries WHERE member_id = $1 AND NOT (promotion_id = ANY($2::text[]))',
    [memberId, paidIds],
  );
  for (const [i, e] of seeded.entries()) {
    const id = ids[i]!;
    const promo = (
      await tx.query<{ bonus_cents: string; title: Texts }>(
        'SELECT bonus_cents::text, title FROM promotions WHERE id = $1',
        [id],
      )
    ).rows[0];
    if (!promo) continue;
    const cents = Number(promo.bonus_cents);
    const at = nowMs - (i + 2) * DAY_MS;
    const paid = isPaid(e.status);
    if (paid && restore) continue;
    const movementId = paid
      ? await post(tx, {
          memberId,
          kind: 'bonus',
          reference: id,
          note: promo.title.EN,
          at,
          legs: [
            { account: { house: 'bonus' }, cents: -cents },
            { account: { memberId, wallet: 'MAIN' }, cents },
          ],
        })
      : null;
    await tx.query(
      `INSERT INTO promotion_entries (merchant, promotion_id, member_id, status, remark, amount_cents, movement_id,
         created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
      [
        merchant,
        id,
        memberId,
        e.status,
        e.status === 'APPLYING' || e.status === 'REJECTED' ? 'Seeded application' : null,
        e.status === 'JOINED' || e.status === 'IN_PROCESS' ? 0 : cents,
        movementId,
        new Date(at).toISOString(),
      ],
    );
  }
}
