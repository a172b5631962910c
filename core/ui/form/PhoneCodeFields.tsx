import { PhoneField } from './PhoneField';
import { SmsCodeField } from './SmsCodeField';
import type { PhoneCode } from './usePhoneCode';

/**
 * The phone number and, unless `withCode` is false, the SMS code with its send button and
 * countdown. `onSend` is the form's: it checks the number its own way, then `phone.sendCode()`.
 */
export function PhoneCodeFields({
  phone,
  onSend,
  phoneError,
  codeError,
  withCode = true,
}: {
  phone: PhoneCode;
  onSend: () => void;
  phoneError?: string | null;
  codeError?: string | null;
  withCode?: boolean;
}) {
  return (
    <>
      <PhoneField
        dialingCode={phone.dialingCode}
        onDialingCode={phone.setDialingCode}
        number={phone.number}
        onNumber={phone.setNumber}
        error={phoneError}
      />
      {withCode && (
        <SmsCodeField
          value={phone.code}
          onChange={phone.setCode}
          onSend={onSend}
          secondsLeft={phone.secondsLeft}
          sending={phone.sending}
          error={codeError}
        />
      )}
    </>
  );
}
