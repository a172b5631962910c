import { request } from '../../../core/api/request';
import { botCheckFields } from '../botCheck';

/** The platform's number (dialing code and national digits) in the provider's E.164 form. */
export const e164 = (mobile: string) => `+${mobile}`;

/**
 * PHONEAUTH3: the provider texts a code (through the platform's relay). Its captcha check is the
 * brand's bot check, so a fresh challenge is solved where the brand has it on.
 */
export async function sendPhoneAuthCode(
  mobile: string,
  flags: ReadonlySet<string>,
): Promise<string> {
  const { sessionInfo } = await request('phoneAuthSendCode', {
    phoneNumber: e164(mobile),
    ...(await botCheckFields(flags)),
  });
  return sessionInfo;
}

/** Exchanges the texted code for the provider's id token, which proves the number once. */
export async function verifyPhoneAuthCode(sessionInfo: string, code: string): Promise<string> {
  const { idToken } = await request('phoneAuthVerify', { sessionInfo, code });
  return idToken;
}
