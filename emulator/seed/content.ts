// Banners, notices, popups and promotions per brand, plus the country list.
import type { Rng } from './prng.js';

const groups = ['w_home', 'w_leftmenu', 'w_login', 'w_register', 'w_forget'];

export const announcementColumns = [
  'id',
  'merchant',
  'type',
  'group_name',
  'execution',
  'title',
  'content',
  'sequence',
  'linkage_type',
  'created_at',
];

export function announcementRows(merchant: string, brand: string, rng: Rng): unknown[][] {
  const rows: unknown[][] = [];
  const at = (d: number) => new Date(Date.UTC(2025, 0, 1) + d * 86_400_000).toISOString();
  for (const g of groups) {
    const count = g === 'w_home' ? 4 : 2;
    for (let i = 1; i <= count; i++) {
      rows.push([
        `${merchant}-B-${g}-${i}`,
        merchant,
        'B',
        g,
        null,
        `${brand} ${g.slice(2)} banner ${i}`,
        '',
        i,
        i === 1 ? 'PROMOTION' : null,
        at(rng.int(0, 300)),
      ]);
    }
  }
  for (let i = 1; i <= 6; i++) {
    rows.push([
      `${merchant}-PL-${i}`,
      merchant,
      'PL',
      null,
      null,
      `Notice ${i}: ${brand} update`,
      `<p>Dear player, notice ${i} from <b>${brand}</b>.</p>`,
      i,
      null,
      at(rng.int(0, 300)),
    ]);
  }
  // No popups at seed: a popup covers the page it opens on, and every journey would have to
  // close it first. Journeys and demos add them with PUT /__emulator/merchants/:code/content
  // (emulator/README.md). The draws keep the generator where it was, so later seed data is unchanged.
  for (let i = 0; i < 3; i++) rng.int(0, 300);
  for (let i = 1; i <= 4; i++) {
    rows.push([
      `${merchant}-PR-${i}`,
      merchant,
      'PR',
      null,
      null,
      `Promotion ${i}`,
      `<p>Deposit bonus ${i * 10}%.</p>`,
      i,
      'PROMOTION',
      at(rng.int(0, 300)),
    ]);
  }
  return rows;
}

export const countryRows: [string, string, string][] = [
  ['KH', '855', 'Cambodia'],
  ['CN', '86', 'China'],
  ['US', '1', 'United States'],
  ['VN', '84', 'Vietnam'],
  ['TH', '66', 'Thailand'],
  ['MY', '60', 'Malaysia'],
  ['PH', '63', 'Philippines'],
  ['ID', '62', 'Indonesia'],
  ['SG', '65', 'Singapore'],
  ['IN', '91', 'India'],
];

/** One help-centre section (GET /wps/system/helpCenter); `id` is the /help#id anchor. */
export interface HelpArticle {
  id: string;
  title: string;
  content: string;
  category: 'TERMS' | 'FAQ' | 'AGENT' | 'CONTACT';
  sequence: number;
}

type HelpLang = 'EN' | 'CN' | 'KM';
type HelpText = Record<HelpLang, [title: string, html: string]>;

// The sections the brands' footers link to (/help#term, /help#deposit, …), in three languages.
const helpTexts: [HelpArticle['id'], HelpArticle['category'], (brand: string) => HelpText][] = [
  [
    'term',
    'TERMS',
    (b) => ({
      EN: [
        'Terms and conditions',
        `<p>Users of ${b} must be at least 18 years old.</p><p>Local laws on online gaming apply; ${b} takes no responsibility for breaches of them.</p>`,
      ],
      CN: [
        '条款与条件',
        `<p>${b} 的用户必须年满 18 岁。</p><p>请遵守当地有关网络游戏的法律，${b} 对违反当地法律的行为不承担责任。</p>`,
      ],
      KM: [
        'លក្ខខណ្ឌ និងការកំណត់',
        `<p>អ្នកប្រើ ${b} ត្រូវមានអាយុយ៉ាងតិច ១៨ ឆ្នាំ។</p><p>ច្បាប់ក្នុងស្រុកស្ដីពីល្បែងអនឡាញត្រូវអនុវត្ត ហើយ ${b} មិនទទួលខុសត្រូវចំពោះការរំលោភច្បាប់ទាំងនោះទេ។</p>`,
      ],
    }),
  ],
  [
    'about',
    'TERMS',
    (b) => ({
      EN: ['About us', `<p>${b} offers live casino, slots, sports, lottery and more.</p>`],
      CN: ['关于我们', `<p>${b} 提供真人娱乐、电子游戏、体育、彩票等。</p>`],
      KM: ['អំពីយើង', `<p>${b} ផ្ដល់កាស៊ីណូផ្ទាល់ ហ្គេមស្លុត កីឡា ឆ្នោត និងច្រើនទៀត។</p>`],
    }),
  ],
  // §1 licences, partners and sponsors: the sections the footers' logo strips link to.
  [
    'licences',
    'TERMS',
    (b) => ({
      EN: [
        'Licences',
        `<p>${b} operates under the gaming licences shown in the footer. Each licence is issued by a gaming regulator that audits fair play, player funds and responsible gaming.</p>`,
      ],
      CN: [
        '牌照',
        `<p>${b} 持有页脚所示的博彩牌照运营。每个牌照均由博彩监管机构颁发，并对游戏公平、玩家资金及负责任博彩进行审核。</p>`,
      ],
      KM: [
        'អាជ្ញាប័ណ្ណ',
        `<p>${b} ប្រតិបត្តិការក្រោមអាជ្ញាប័ណ្ណល្បែងដែលបង្ហាញនៅបាតទំព័រ។ អាជ្ញាប័ណ្ណនីមួយៗចេញដោយនិយ័តករល្បែង ដែលធ្វើសវនកម្មលើភាពយុត្តិធម៌ ប្រាក់របស់អ្នកលេង និងការលេងដោយទំនួលខុសត្រូវ។</p>`,
      ],
    }),
  ],
  [
    'partners',
    'TERMS',
    (b) => ({
      EN: [
        'Partners',
        `<p>${b} works with independent testing laboratories and game providers so that every game is certified fair.</p>`,
      ],
      CN: [
        '合作伙伴',
        `<p>${b} 与独立检测实验室及游戏供应商合作，确保每款游戏均经过公平认证。</p>`,
      ],
      KM: [
        'ដៃគូ',
        `<p>${b} សហការជាមួយមន្ទីរពិសោធន៍ធ្វើតេស្តឯករាជ្យ និងអ្នកផ្គត់ផ្គង់ហ្គេម ដើម្បីឱ្យហ្គេមនីមួយៗត្រូវបានបញ្ជាក់ថាយុត្តិធម៌។</p>`,
      ],
    }),
  ],
  [
    'sponsors',
    'TERMS',
    (b) => ({
      EN: [
        'Sponsorships',
        `<p>${b} proudly sponsors the teams and events shown in the footer.</p>`,
      ],
      CN: ['赞助', `<p>${b} 荣幸赞助页脚所示的球队及赛事。</p>`],
      KM: ['ការឧបត្ថម្ភ', `<p>${b} មានមោទនភាពឧបត្ថម្ភក្រុម និងព្រឹត្តិការណ៍ដែលបង្ហាញនៅបាតទំព័រ។</p>`],
    }),
  ],
  [
    'faq',
    'FAQ',
    () => ({
      EN: [
        'Frequently asked questions',
        '<h3>I forgot my password</h3><p>Use “Forgot password” in the login window.</p>',
      ],
      CN: ['常见问题', '<h3>忘记密码怎么办？</h3><p>请在登录窗口点击“忘记密码”。</p>'],
      KM: ['សំណួរដែលសួរញឹកញាប់', '<h3>ខ្ញុំភ្លេចពាក្យសម្ងាត់</h3><p>សូមប្រើ “ភ្លេចពាក្យសម្ងាត់” ក្នុងផ្ទាំងចូល។</p>'],
    }),
  ],
  [
    'deposit',
    'FAQ',
    () => ({
      EN: [
        'How to deposit',
        '<ol><li>Open the wallet.</li><li>Choose a channel and an amount.</li><li>Confirm the payment.</li></ol>',
      ],
      CN: ['如何存款', '<ol><li>打开钱包。</li><li>选择渠道和金额。</li><li>确认付款。</li></ol>'],
      KM: [
        'របៀបដាក់ប្រាក់',
        '<ol><li>បើកកាបូប។</li><li>ជ្រើសឆានែល និងចំនួនទឹកប្រាក់។</li><li>បញ្ជាក់ការទូទាត់។</li></ol>',
      ],
    }),
  ],
  [
    'withdraw',
    'FAQ',
    () => ({
      EN: [
        'How to withdraw',
        '<p>Bind a bank card, then request a withdrawal from the wallet.</p>',
      ],
      CN: ['如何取款', '<p>先绑定银行卡，然后在钱包中申请取款。</p>'],
      KM: ['របៀបដកប្រាក់', '<p>ភ្ជាប់កាតធនាគារ រួចស្នើដកប្រាក់ពីកាបូប។</p>'],
    }),
  ],
  [
    'privacy',
    'TERMS',
    (b) => ({
      EN: ['Privacy policy', `<p>${b} keeps your personal data safe and never sells it.</p>`],
      CN: ['隐私政策', `<p>${b} 妥善保护您的个人资料，绝不出售。</p>`],
      KM: ['គោលការណ៍ឯកជនភាព', `<p>${b} រក្សាទិន្នន័យផ្ទាល់ខ្លួនរបស់អ្នកឱ្យមានសុវត្ថិភាព ហើយមិនលក់វាឡើយ។</p>`],
    }),
  ],
  [
    'responsible',
    'TERMS',
    () => ({
      EN: ['Responsible gaming', '<p>Set limits and take breaks. Gaming should stay fun.</p>'],
      CN: ['负责任博彩', '<p>请设定限额并适时休息，让游戏保持乐趣。</p>'],
      KM: ['ការលេងប្រកបដោយការទទួលខុសត្រូវ', '<p>កំណត់ដែនកំណត់ ហើយសម្រាកខ្លះ។ ល្បែងគួរតែនៅសប្បាយ។</p>'],
    }),
  ],
  [
    'affiliate',
    'AGENT',
    () => ({
      EN: [
        'Partner programme',
        '<p>Invite players with your affiliate link and earn commission.</p>',
      ],
      CN: ['合营计划', '<p>通过您的推广链接邀请玩家并赚取佣金。</p>'],
      KM: ['កម្មវិធីដៃគូ', '<p>អញ្ជើញអ្នកលេងតាមតំណដៃគូរបស់អ្នក ហើយទទួលកម្រៃជើងសារ។</p>'],
    }),
  ],
  [
    'commission',
    'AGENT',
    () => ({
      EN: [
        'Commission policy',
        '<p>Commission follows your team’s effective bets of each period.</p>',
      ],
      CN: ['佣金政策', '<p>佣金按团队每期的有效投注计算。</p>'],
      KM: ['គោលការណ៍កម្រៃជើងសារ', '<p>កម្រៃជើងសារគិតតាមការភ្នាល់មានសុពលភាពរបស់ក្រុមអ្នកក្នុងរយៈពេលនីមួយៗ។</p>'],
    }),
  ],
  [
    'feedback',
    'CONTACT',
    () => ({
      EN: [
        'Feedback and complaints',
        '<p>Tell us about any problem; customer service will contact you.</p>',
      ],
      CN: ['意见反馈与投诉', '<p>如遇任何问题请告诉我们，客服将与您联系。</p>'],
      KM: ['មតិយោបល់ និងពាក្យបណ្ដឹង', '<p>ប្រាប់យើងអំពីបញ្ហាណាមួយ សេវាអតិថិជននឹងទាក់ទងអ្នក។</p>'],
    }),
  ],
];

/** The seeded help centre of a brand in one language (unknown languages read English). */
export function helpArticles(brand: string, language: string): HelpArticle[] {
  const lang: HelpLang = language === 'CN' || language === 'KM' ? language : 'EN';
  return helpTexts.map(([id, category, text], i) => {
    const [title, content] = text(brand)[lang];
    return { id, title, content, category, sequence: i + 1 };
  });
}
