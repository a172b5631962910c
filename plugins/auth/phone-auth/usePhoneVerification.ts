import { useEffect, useRef } from 'react';
import i18next from 'i18next';
import { ApiError } from '../../../core/api/ApiError';
import { ERROR_CATALOGUE } from '../../../core/api/errorCatalogue';
import type { SendSmsCode } from '../../../core/ui/form/useSmsCountdown';
import { showToast } from '../../../core/ui/toast/toasts';
import { smsCodeSender, type SmsPurpose } from '../api';
import { sendPhoneAuthCode, verifyPhoneAuthCode } from './phoneAuthApi';

/** What a form sends to prove the number: the platform's SMS code, or the provider's id token. */
export type PhoneProof = { verificationCode: string } | { channel: 'PHONEAUTH'; idToken: string };

export interface PhoneVerification {
  /** Which way the code travels; the phone-authentication path is PHONEAUTH3's. */
  path: 'sms' | 'phone-auth';
  /** Sends a code; the countdown reads expiredMinutes from the answer. */
  send: SendSmsCode;
  /**
   * Turns the code typed for `mobile` (dialing code and national digits) into what the platform
   * accepts; refusals are the §8 codes.
   */
  proof: (code: string, mobile: string) => Promise<PhoneProof>;
}

/**
 * §4: "one minute on the phone-authentication path". The provider says nothing of a resend wait,
 * so the path fixes it, whatever the platform's SMS expiry or the site's own limit.
 */
export const PHONE_AUTH_COUNTDOWN_MINUTES = 1;

interface Pending {
  /** The number the code was texted to. */
  mobile: string;
  sessionInfo: string;
  /** The code that was exchanged, and the id token it gave. */
  code?: string;
  idToken?: string;
}

const refusal = (code: 'CODE_EXPIRED' | 'POPUP_CLOSED', why: string) =>
  new ApiError(code, why, 0, 'phoneAuthVerify');

/**
 * One form's way of proving a phone number. Where the platform has PHONEAUTH3 on, registration
 * and SMS login take their codes from the identity provider the platform relays; password
 * recovery keeps the platform's SMS, the spec naming the path for login and registration only.
 *
 * §8 "popup closed by user (login failed, retry)": with the relay there is no provider window, so
 * the popup that can close is ours, the login or register popup. When it closes while the typed
 * code is being exchanged at the provider, the exchange's answer is not used: nobody is signed in
 * or registered behind a closed popup, and a toast says the login failed and to retry. Closing
 * it with only a code sent just drops the verification, as any popup drops its form.
 */
export function usePhoneVerification(
  purpose: Exclude<SmsPurpose, 'reset'>,
  flags: ReadonlySet<string>,
): PhoneVerification {
  // The verification the latest code belongs to (a resend replaces it), and the id token it
  // gave: a submit the platform refused for another field retries with the same token, because
  // the provider answers a verified code only once.
  const verification = useRef<Pending | null>(null);
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  if (!flags.has('PHONEAUTH3'))
    return {
      path: 'sms',
      send: smsCodeSender(purpose),
      proof: async (code) => ({ verificationCode: code }),
    };
  return {
    path: 'phone-auth',
    send: async (mobile) => {
      const sessionInfo = await sendPhoneAuthCode(mobile, flags);
      verification.current = { mobile, sessionInfo };
      return { expiredMinutes: PHONE_AUTH_COUNTDOWN_MINUTES };
    },
    proof: async (code, mobile) => {
      const current = verification.current;
      // No code sent, or sent to a number since changed: only a new code can prove this one.
      if (!current) throw refusal('CODE_EXPIRED', 'no code was sent');
      if (current.mobile !== mobile)
        throw refusal('CODE_EXPIRED', 'the code went to another number');
      if (current.idToken === undefined || current.code !== code) {
        current.idToken = await verifyPhoneAuthCode(current.sessionInfo, code);
        current.code = code;
        // Once the login or registration call is out, it completes like any other (the member
        // asked for it); only an exchange still running when the popup closed is given up.
        if (!open.current) {
          showToast({
            title: i18next.t(ERROR_CATALOGUE.POPUP_CLOSED, { ns: 'core' }),
            tone: 'error',
          });
          throw refusal('POPUP_CLOSED', 'popup closed by user');
        }
      }
      return { channel: 'PHONEAUTH', idToken: current.idToken };
    },
  };
}
