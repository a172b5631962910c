import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../core/api/request';
import { showToast } from '../../../core/ui/toast/toasts';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { FormError } from '../../../core/ui/form/FormError';
import { PhoneCodeFields } from '../../../core/ui/form/PhoneCodeFields';
import { codeFailure } from '../../../core/ui/form/phoneNumber';
import { usePhoneCode } from '../../../core/ui/form/usePhoneCode';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { useSecurityCache, type MemberProfile } from '../api';
import { VerifiedContact } from './VerifiedContact';

const sendBindCode = (mobileNum: string, countryDialingCode?: string) =>
  request('bindMobileSms', { mobileNum, ...(countryDialingCode ? { countryDialingCode } : {}) });

/** Binds a phone number: the platform texts a code to it, and the code proves the number. */
export function BindPhoneForm({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation('security-centre');
  const { t: tc } = useTranslation('core');
  const options = usePluginOptions('security-centre');
  const cache = useSecurityCache();
  const phone = usePhoneCode(sendBindCode, options.dialingCode);
  const [failures, setFailures] = useState<{ phone?: string; code?: string }>({});

  const sendCode = () => {
    const failure = phone.failure();
    setFailures(failure ? { phone: failure.key } : {});
    if (!failure) void phone.sendCode();
  };

  const bind = useSubmit({
    validate: () => {
      const found = { phone: phone.failure()?.key, code: codeFailure(phone.code)?.key };
      setFailures(found);
      return !found.phone && !found.code;
    },
    action: async () => {
      cache.setProfile(
        await request('bindMobile', {
          mobileNum: phone.mobile,
          verificationCode: phone.code.trim(),
        }),
      );
      phone.setNumber('');
      phone.setCode('');
      showToast({ title: t('phone.bound'), tone: 'success' });
    },
  });

  return (
    <form
      className="wl-security__panel"
      onSubmit={bind.onSubmit}
      noValidate
      aria-busy={bind.pending}
    >
      <h3>{t('phone.title')}</h3>
      <VerifiedContact value={profile.mobileNum} verified={profile.mobileVerified} kind="phone" />
      <PhoneCodeFields
        phone={phone}
        onSend={sendCode}
        phoneError={failures.phone ? tc(failures.phone) : null}
        codeError={failures.code ? tc(failures.code) : null}
      />
      <FormError messageKey={bind.errorKey} />
      <button type="submit" className="wl-button" disabled={bind.pending}>
        {t('phone.bind')}
      </button>
    </form>
  );
}
