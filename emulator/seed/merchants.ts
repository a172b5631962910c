// The three seeded brands: their settings, module switches and registration rules.
import type { ModuleFlag } from '../../generated/module-flags.js';
import { allModules } from './modules.js';

export interface MerchantSeed {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  defaultLanguage: string;
  mainDomain: string;
  regSmsVerification: boolean;
  off: ModuleFlag[];
}

export const merchantSeeds: MerchantSeed[] = [
  {
    code: 'dflt88',
    name: 'Default 88',
    currency: 'USD',
    currencySymbol: '$',
    defaultLanguage: 'EN',
    mainDomain: 'dflt88.localhost',
    regSmsVerification: false,
    // The login's bot check (BOTCHECK3), the phone-authentication path (PHONEAUTH3) and the credit
    // market (CREDITMAR3) are angkor7's only, so the other brands keep the platform's own SMS codes.
    off: ['BOTCHECK3', 'PHONEAUTH3', 'CREDITMAR3'],
  },
  {
    code: 'angkor7',
    name: 'Angkor 7',
    currency: 'KHR',
    currencySymbol: '៛',
    defaultLanguage: 'KM',
    mainDomain: 'angkor7.localhost',
    regSmsVerification: true,
    off: [
      'PTSYS3',
      'MISSION.enabled',
      'SIGNCONDIV3',
      'HOURSAL3',
      'RTSALARY3',
      'LINELOGIN3',
      'TWITTERLOGIN3',
    ],
  },
  {
    code: 'longhai9',
    name: '龙海9',
    currency: 'CNY',
    currencySymbol: '¥',
    defaultLanguage: 'CN',
    mainDomain: 'longhai9.localhost',
    regSmsVerification: false,
    off: [
      'BOTCHECK3',
      'PHONEAUTH3',
      'CREDITMAR3',
      'MOBILELOGIN3',
      'MOBILEVERCODELOGIN3',
      'GOOGLELOGIN3',
      'FACEBOOKLOGIN3',
      'TWITTERLOGIN3',
      'LINELOGIN3',
      'TELEGRAMLOGIN3',
      'MOBILENUMREG3',
      'REGMOBVERF3',
      'MOBILENUMPASSREG3',
      'FREEPLAY3',
      'MANPLAYREB3',
      'REFERRAL',
      'REFERRAL.enabled',
      'RTSALARY3',
    ],
  },
];

export const moduleRows = (m: MerchantSeed): [string, string, boolean][] =>
  allModules.map((mod) => [m.code, mod, !m.off.includes(mod)]);

/**
 * The side menu's channels (csPosition LEFT, §2) each brand lists: not every type everywhere, so
 * the front end's "only when the platform lists it" shows (longhai9 has no TELEGRAM2 nor
 * FACEBOOK, angkor7 no TELEGRAM2). A brand made by site:new lists them all.
 */
const SIDE_MENU_TYPES: Record<string, string[]> = {
  dflt88: ['LIVECHAT', 'TELEGRAM', 'TELEGRAM1', 'TELEGRAM2', 'FACEBOOK'],
  angkor7: ['LIVECHAT', 'TELEGRAM', 'TELEGRAM1', 'FACEBOOK'],
  longhai9: ['LIVECHAT', 'TELEGRAM', 'TELEGRAM1'],
};

function sideMenuService(m: MerchantSeed) {
  // Addresses of their own, apart from the right bar's, so a test can tell the two lists apart.
  const channels: Record<string, [title: string, path: string]> = {
    LIVECHAT: ['Live chat', `https://chat.${m.mainDomain}/menu`],
    TELEGRAM: ['Telegram', `https://t.me/${m.code}_cs`],
    TELEGRAM1: ['Telegram 1', `https://t.me/${m.code}_cs1`],
    TELEGRAM2: ['Telegram 2', `https://t.me/${m.code}_cs2`],
    FACEBOOK: ['Facebook', `https://facebook.com/${m.code}`],
  };
  const types = SIDE_MENU_TYPES[m.code] ?? Object.keys(channels);
  return types.flatMap((csType) => {
    const channel = channels[csType];
    return channel ? [{ csType, csPosition: 'LEFT', title: channel[0], path: channel[1] }] : [];
  });
}

/** Per-brand extras served by status: customer service, resources, domains and CDN lists. */
export function merchantSettings(m: MerchantSeed): Record<string, unknown> {
  return {
    customerService: [
      {
        csType: 'LIVECHAT',
        csPosition: 'RIGHT',
        title: 'Live chat',
        path: `https://chat.${m.mainDomain}/`,
      },
      {
        csType: 'TELEGRAM',
        csPosition: 'RIGHT',
        title: 'Telegram',
        path: `https://t.me/${m.code}_support`,
      },
      {
        csType: 'VIP',
        csPosition: 'RIGHT',
        title: 'VIP service',
        path: `https://t.me/${m.code}_vip`,
      },
      ...sideMenuService(m),
    ],
    resources: [
      { resourceType: 'LIVECHAT', url: `https://chat.${m.mainDomain}/`, labelNameEn: 'Live chat' },
      { resourceType: 'TELEGRAM', url: `https://t.me/${m.code}`, labelNameEn: 'Telegram' },
      { resourceType: 'FACEBOOK', url: `https://facebook.com/${m.code}`, labelNameEn: 'Facebook' },
      { resourceType: 'YOUTUBE', url: `https://youtube.com/@${m.code}`, labelNameEn: 'YouTube' },
      { resourceType: 'IOS', url: `https://${m.mainDomain}/download/ios`, labelNameEn: 'iOS app' },
      {
        resourceType: 'ANDROID',
        url: `https://${m.mainDomain}/download/android`,
        labelNameEn: 'Android app',
      },
    ],
    domainRoute: [`https://www.${m.mainDomain}`, `https://m.${m.mainDomain}`],
    imageCDNs: [''],
    launchGameCDNs: [''],
    analyticsId: `G-${m.code.toUpperCase()}`,
  };
}

/** Registration field rules; the spec keeps bounds server-side, these are plausible ones. */
export function registerRuleRows(m: MerchantSeed): unknown[][] {
  const khmer = m.code === 'angkor7';
  const rules: [string, boolean, boolean, string, number, number, string][] = [
    ['username', true, true, '^[A-Za-z][A-Za-z0-9]*$', 6, 16, 'alnum_start_letter'],
    ['password', true, true, '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$', 8, 20, 'alnum_both'],
    ['payeeName', m.code === 'longhai9', false, '*', 2, 30, 'any'],
    ['email', true, false, '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 5, 60, 'email'],
    // angkor7 numbers are 855 plus 8 digits, exactly (§5 "N-digit mobile number"); others vary.
    ['mobileNum', true, khmer, '^\\d+$', khmer ? 11 : 8, khmer ? 11 : 12, 'digits'],
    ['qqNum', m.code === 'longhai9', false, '^\\d+$', 5, 12, 'digits'],
    ['line', false, false, '*', 1, 30, 'any'],
    ['whatsapp', khmer, false, '^\\d+$', 8, 15, 'digits'],
    ['facebook', false, false, '*', 1, 50, 'any'],
    ['wechat', m.code === 'longhai9', false, '*', 1, 30, 'no_space'],
    ['idNumber', false, false, '^[A-Za-z0-9]+$', 6, 20, 'alnum'],
    ['recommenderId', false, false, '*', 1, 20, 'any'],
    ['affiliateCode', true, false, '^[A-Za-z0-9]+$', 4, 12, 'alnum'],
    ['paymentPassword', m.code === 'longhai9', m.code === 'longhai9', '^\\d+$', 6, 6, 'digits'],
    ['captcha', true, true, '^[A-Za-z0-9]+$', 4, 4, 'alnum'],
  ];
  return rules.map((r, i) => [m.code, ...r, i]);
}
