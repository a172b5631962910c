import { useState } from 'react';
import { fullMobile, phoneFailure } from './phoneNumber';
import { useSmsCountdown, type SendSmsCode } from './useSmsCountdown';

/** The state of a phone + SMS code pair: what PhoneCodeFields shows and the form sends. */
export interface PhoneCode {
  dialingCode: string;
  setDialingCode: (code: string) => void;
  /** The national number as typed. */
  number: string;
  setNumber: (value: string) => void;
  code: string;
  setCode: (value: string) => void;
  /** Dialing code and national digits, as the platform knows the number. */
  mobile: string;
  /** §5 check of the typed number: required and valid. */
  failure: () => ReturnType<typeof phoneFailure>;
  /** Texts a code to `mobile`; resolves true when the countdown started. */
  sendCode: () => Promise<boolean>;
  secondsLeft: number;
  sending: boolean;
}

/** One form's phone number and SMS code, starting from the site's dialing code. */
export function usePhoneCode(send: SendSmsCode, defaultDialingCode: string): PhoneCode {
  const [dialingCode, setDialingCode] = useState(defaultDialingCode);
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const countdown = useSmsCountdown(send);
  const mobile = fullMobile(dialingCode, number);
  return {
    dialingCode,
    setDialingCode,
    number,
    setNumber,
    code,
    setCode,
    mobile,
    failure: () => phoneFailure(dialingCode, number),
    sendCode: () => countdown.send(mobile, dialingCode),
    secondsLeft: countdown.secondsLeft,
    sending: countdown.sending,
  };
}
