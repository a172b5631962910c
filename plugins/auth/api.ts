import { request } from '../../core/api/request';
import { botCheckFields, solvedChallenge } from './botCheck';
import { sealForPlatform } from '../../core/api/sealForPlatform';
import type { SiteConfig } from '../../core/site/siteConfig';
import type { ApiTypes } from '../../generated/api';

export type LoginAnswer = ApiTypes['login']['response'];
export type LoginSide = 'member' | 'agent';
export type RegisterSettings = ApiTypes['registerSettings']['response'];

export interface Credentials {
  username: string;
  password: string;
  captcha?: string;
  captchaId?: string;
}

/**
 * Username (or, under MOBILELOGIN3, phone) and password, with the bot-check fields where the
 * platform asks for them; the answer is settled by completeLogin.
 */
export async function loginWithPassword(
  credentials: Credentials,
  flags: ReadonlySet<string>,
  side: LoginSide = 'member',
) {
  return request('login', {
    ...credentials,
    type: 'username',
    side,
    ...(await botCheckFields(flags)),
  });
}

/** The captcha answer a login sends once a failure asked for one (§4 Captcha). */
export type CaptchaAnswer = Pick<Credentials, 'captcha' | 'captchaId'>;

/** SMS login (MOBILEVERCODELOGIN3): the number in place of the username, the code in place of the password. */
export async function loginWithSms(
  mobileNum: string,
  code: string,
  flags: ReadonlySet<string>,
  side: LoginSide = 'member',
  captcha: CaptchaAnswer = {},
) {
  return request('login', {
    username: mobileNum,
    password: code,
    type: 'sms',
    side,
    ...captcha,
    ...(await botCheckFields(flags)),
  });
}

/**
 * The phone-authentication path's login (PHONEAUTH3): the number, and the provider's id token in
 * place of a code. The bot check was paid when the code was sent; the login pays it again, as
 * every login does where the platform asks.
 */
export async function loginWithPhoneAuth(
  mobileNum: string,
  idToken: string,
  flags: ReadonlySet<string>,
  side: LoginSide = 'member',
  captcha: CaptchaAnswer = {},
) {
  return request('login', {
    username: mobileNum,
    idToken,
    type: 'phoneAuth',
    side,
    ...captcha,
    ...(await botCheckFields(flags)),
  });
}

export type SecondFactor = ApiTypes['loginVerification']['request']['method'];

export function verifySecondFactor(input: ApiTypes['loginVerification']['request']) {
  return request('loginVerification', input);
}

/**
 * FREEPLAY3: a fresh trial account (§4 Free-play login); platform W, gateway version 3 and the
 * encrypted value of §7: a challenge the platform issued for free play, solved here, sealed under
 * the brand's value key. The seal is the wire format only; the platform trusts its own challenge.
 */
export async function loginFreePlay(cipher: SiteConfig['platform']['cipher']) {
  const solved = await solvedChallenge('freePlay');
  return request('freePlayLogin', {
    os: navigator.platform || 'web',
    platform: 'W',
    value: await sealForPlatform(cipher, solved),
    gatewayVersion: 3,
  });
}

/** Which SMS call sends the code depends on what the code is for. */
export type SmsPurpose = 'login' | 'register' | 'reset';

export function requestSmsCode(
  purpose: SmsPurpose,
  mobileNum: string,
  countryDialingCode?: string,
) {
  const input = { mobileNum, ...(countryDialingCode ? { countryDialingCode } : {}) };
  if (purpose === 'login') return request('smsNoLogin', input);
  if (purpose === 'register') return request('registerSms', input);
  return request('forgotPasswordSms', input);
}

/** The code sender of one purpose, for core's phone + SMS code fields. */
export function smsCodeSender(purpose: SmsPurpose) {
  return (mobileNum: string, countryDialingCode?: string) =>
    requestSmsCode(purpose, mobileNum, countryDialingCode);
}
