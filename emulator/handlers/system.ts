// System calls: site status, whitelabel tree, domains, registration settings, countries, captcha.
import { CAPTCHA_PER_MINUTE, takeRateSlot } from './rateLimit.js';
import { randomBytes } from 'node:crypto';
import type { CallContext, CallHandler, MerchantRow } from '../context.js';
import { moduleGroups } from '../seed/modules.js';
import { moduleFlags } from './modules.js';
import { captchaSvg, svgDataUrl } from '../assets/svg.js';
import { createRng } from '../seed/prng.js';
import { helpArticles } from '../seed/content.js';
import { contentOverride } from './contentOverride.js';
import { ApiError } from '../http/envelope.js';
import { sealServicePaths } from '../contract/sealValue.js';

/** Maintenance wins over region restriction (spec §4). */
export const siteStatus = (
  m: Pick<MerchantRow, 'maintenance' | 'region_restriction'>,
): 0 | 1 | 2 => (m.maintenance ? 1 : m.region_restriction ? 2 : 0);

const setting = <T>(m: MerchantRow, key: string, fallback: T): T =>
  (m.settings[key] as T | undefined) ?? fallback;

const status: CallHandler = async ({ merchant: m, ip }) => ({
  status: siteStatus(m),
  maintenance: m.maintenance,
  regionRestriction: m.region_restriction,
  maintenanceMessage: m.maintenance_message,
  location: { ip, country: m.region_restriction ? 'XX' : 'KH' },
  customerService: sealServicePaths(
    setting<{ path: string }[]>(m, 'customerService', []),
    m.code,
    m.cipher,
  ),
  resources: setting(m, 'resources', []),
  domainRoute: setting(m, 'domainRoute', []),
  mainDomain: m.main_domain,
  analyticsId: m.analytics_id,
  imageCDNs: setting(m, 'imageCDNs', []),
  launchGameCDNs: setting(m, 'launchGameCDNs', []),
  currencySymbol: m.currency_symbol,
});

const whitelabel: CallHandler = async ({ db, merchant }) => {
  const flags = await moduleFlags(db, merchant.code);
  const grouped = new Set<string>(Object.values(moduleGroups).flat());
  const tree = Object.entries(moduleGroups).map(([group, mods]) => ({
    modId: group,
    enabled: true,
    children: mods.map((modId) => ({ modId, enabled: flags.get(modId) ?? false })),
  }));
  // Switches added through the control API that belong to no group still reach the client.
  const loose = [...flags]
    .filter(([id]) => !grouped.has(id))
    .map(([modId, enabled]) => ({ modId, enabled }));
  return [...tree, ...loose];
};

const registerSettings: CallHandler = async ({ db, merchant }) => {
  const { rows } = await db.query<{
    name: string;
    enabled: boolean;
    required: boolean;
    accepted_pattern: string;
    min_length: number;
    max_length: number;
    pattern_id: string;
  }>('SELECT * FROM register_rules WHERE merchant = $1 ORDER BY sort', [merchant.code]);
  return {
    fields: rows.map((r) => ({
      name: r.name,
      enabled: r.enabled,
      required: r.required,
      acceptedPattern: r.accepted_pattern,
      minLength: r.min_length,
      maxLength: r.max_length,
      patternId: r.pattern_id,
    })),
    smsVerification:
      merchant.reg_sms_verification &&
      (await moduleFlags(db, merchant.code)).get('REGMOBVERF3') === true,
    captcha: merchant.reg_captcha,
  };
};

const countryCodes: CallHandler = async ({ db }) => {
  const { rows } = await db.query<{ country_code: string; dialing_code: string; name: string }>(
    'SELECT * FROM countries ORDER BY name',
  );
  return rows.map((r) => ({
    countryCode: r.country_code,
    countryDialingCode: r.dialing_code,
    name: r.name,
  }));
};

// Letters that cannot be confused with each other in a distorted image.
const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const captcha: CallHandler = async ({ db, merchant, ip }: CallContext) => {
  await takeRateSlot(db, merchant.code, CAPTCHA_PER_MINUTE, ip);
  const seed = randomBytes(4).readUInt32LE(0);
  const rng = createRng(seed);
  const answer = Array.from({ length: 4 }, () => rng.pick([...CAPTCHA_ALPHABET])).join('');
  const id = randomBytes(12).toString('hex');
  await db.query('INSERT INTO captchas (id, merchant, answer) VALUES ($1, $2, $3)', [
    id,
    merchant.code,
    answer,
  ]);
  return { success: true, image: svgDataUrl(captchaSvg(answer, rng.next)), id };
};

export const systemHandlers: Record<string, CallHandler> = {
  status,
  whitelabel,
  registerSettings,
  countryCodes,
  captcha,
  domainRoute: async ({ merchant }) => setting(merchant, 'domainRoute', []),
  location: async ({ merchant, ip }) => ({
    ip,
    country: merchant.region_restriction ? 'XX' : 'KH',
    regionRestriction: merchant.region_restriction,
  }),
  consolidatedSettings: async ({ db, merchant }) => {
    const f = await moduleFlags(db, merchant.code);
    const on = (m: string) => f.get(m) === true;
    return {
      dailysalreqtype: on('DAILYSALCONT3'),
      divtypereq: on('SIGNCONDIV3'),
      contracthoursalreq: on('HOURSAL3'),
      realtimesalreqtype: on('RTSALARY3'),
      enableSalary: on('DAILYSALCONT3') || on('HOURSAL3') || on('RTSALARY3'),
      enableContract: on('SIGNCONDIV3'),
    };
  },
  // query lang (EN, CN, KM; else English) and device WEB; a replacement list serves every language.
  helpCenter: async ({ db, merchant, input, language }) => {
    if (input.device !== 'WEB') throw new ApiError('VALIDATION_FAILED', '/device must be WEB');
    const replaced = await contentOverride(db, merchant.code, 'help');
    if (replaced)
      return replaced.map(({ id, title, content, category, sequence }) => ({
        id,
        title,
        content,
        sequence,
        ...(category ? { category } : {}),
      }));
    return helpArticles(merchant.name, String(input.lang ?? input.language ?? language));
  },
  templates: async () => [
    { key: 'footer', title: 'Footer', content: '<p>18+ only. Play responsibly.</p>' },
  ],
};
