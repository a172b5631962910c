import { useRef } from 'react';
import { ApiError } from '../../../core/api/ApiError';
import type { SendSmsCode } from '../../../core/ui/form/useSmsCountdown';
import { smsCodeSender, type SmsPurpose } from '../api';
import { sendPhoneAuthCode, verifyPhoneAuthCode } from './phoneAuthApi';

/** What a form sends to prove the number: the platform's SMS code, or the provider's id token. */
export type PhoneProof = { verificationCode: string } | { channel: 'PHONEAUTH'; idToken: string };

export interface PhoneVerification {
  /** Which way the code travels; the phone-authentication path is PHONEAUTH3's. */
  path: 'sms' | 'phone-auth';
  /** Sends a code; the countdown reads expiredMinutes from the answer. */
  send: SendSmsCode;
  /** Turns the typed code into what the platform accepts; refusals are the §8 codes. */
  proof: (code: string) => Promise<PhoneProof>;
}

/**
 * §4: "one minute on the phone-authentication path". The provider says nothing of a resend wait,
 * so the path fixes it, whatever the platform's SMS expiry or the site's own limit.
 */
export const PHONE_AUTH_COUNTDOWN_MINUTES = 1;

/**
 * One form's way of proving a phone number. Where the platform has PHONEAUTH3 on, registration
 * and SMS login take their codes from the identity provider the platform relays; password
 * recovery keeps the platform's SMS, the spec naming the path for login and registration only.
 */
export function usePhoneVerification(
  purpose: Exclude<SmsPurpose, 'reset'>,
  flags: ReadonlySet<string>,
): PhoneVerification {
  // The verification the latest code belongs to (a resend replaces it), and the id token it
  // gave: a submit the platform refused for another field retries with the same token, because
  // the provider answers a verified code only once.
  const verification = useRef<{ sessionInfo: string; code?: string; idToken?: string } | null>(
    null,
  );
  if (!flags.has('PHONEAUTH3'))
    return {
      path: 'sms',
      send: smsCodeSender(purpose),
      proof: async (code) => ({ verificationCode: code }),
    };
  return {
    path: 'phone-auth',
    send: async (mobileNum) => {
      verification.current = { sessionInfo: await sendPhoneAuthCode(mobileNum, flags) };
      return { expiredMinutes: PHONE_AUTH_COUNTDOWN_MINUTES };
    },
    proof: async (code) => {
      const current = verification.current;
      // A code typed before any was sent cannot be checked: the member sends one first.
      if (!current) throw new ApiError('CODE_EXPIRED', 'no code was sent', 0, 'phoneAuthVerify');
      if (current.idToken === undefined || current.code !== code) {
        current.idToken = await verifyPhoneAuthCode(current.sessionInfo, code);
        current.code = code;
      }
      return { channel: 'PHONEAUTH', idToken: current.idToken };
    },
  };
}
