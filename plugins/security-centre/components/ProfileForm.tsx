import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../core/api/request';
import { showToast } from '../../../core/ui/toast/toasts';
import { usePluginOptions, useRuntime } from '../../../core/runtime/RuntimeContext';
import { Field } from '../../../core/ui/Field';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { useSecurityCache, type MemberProfile } from '../api';
import type { Failures } from '../rules/failure';
import {
  birthdayFailure,
  birthdayMinAge,
  nicknameFailure,
  profileDetailFailure,
  realNameFailure,
  type ProfileDetail,
} from '../rules/profileRules';
import { useFailureText } from './useFailureText';

/** How each further field is filled in: the browser's autofill name and the keyboard to offer. */
const DETAIL_INPUT: Record<ProfileDetail, { autoComplete: string; inputMode?: 'numeric' }> = {
  zalo: { autoComplete: 'tel-national', inputMode: 'numeric' },
  telegram: { autoComplete: 'off' },
  permanentAddress: { autoComplete: 'off' },
  currentAddress: { autoComplete: 'street-address' },
  placeOfBirth: { autoComplete: 'off' },
  nationality: { autoComplete: 'country-name' },
  occupation: { autoComplete: 'organization-title' },
  sourceOfIncome: { autoComplete: 'off' },
};

const detailsOf = (profile: MemberProfile, fields: readonly ProfileDetail[]) =>
  Object.fromEntries(fields.map((field) => [field, profile[field] ?? ''])) as Partial<
    Record<ProfileDetail, string>
  >;

/**
 * Nickname (editable), real name (set once, then shown fixed), birthday (the site's age gate) and
 * the further fields of §3 the site shows (`profileFields`), all optional: an emptied one is
 * cleared. Under Zalo, the site's reward for binding it (§9 `zaloReward`) when it has one.
 */
export function ProfileForm({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation('security-centre');
  const { site } = useRuntime();
  const options = usePluginOptions('security-centre');
  const fields = options.profileFields;
  const cache = useSecurityCache();
  const text = useFailureText();
  const [nickname, setNickname] = useState(profile.nickname);
  const [realName, setRealName] = useState(profile.realName ?? '');
  const [birthday, setBirthday] = useState(profile.birthday ?? '');
  const [details, setDetails] = useState(() => detailsOf(profile, fields));
  const [failures, setFailures] = useState<Failures>({});
  const minAge = birthdayMinAge(site.limits.ageGate);

  const save = useSubmit({
    validate: () => {
      const found: Failures = {};
      const nick = nicknameFailure(nickname);
      if (nick) found.nickname = nick;
      const real = profile.realNameFixed || !realName.trim() ? null : realNameFailure(realName);
      if (real) found.realName = real;
      const born = birthday ? birthdayFailure(birthday, minAge, new Date()) : null;
      if (born) found.birthday = born;
      for (const field of fields) {
        const failure = profileDetailFailure(field, details[field] ?? '');
        if (failure) found[field] = failure;
      }
      setFailures(found);
      return Object.keys(found).length === 0;
    },
    action: async () => {
      const answer = await request('updateProfile', {
        nickname: nickname.trim(),
        ...(!profile.realNameFixed && realName.trim() ? { realName: realName.trim() } : {}),
        ...(birthday ? { birthday } : {}),
        ...Object.fromEntries(fields.map((field) => [field, (details[field] ?? '').trim()])),
      });
      setDetails(detailsOf(answer, fields));
      cache.setProfile(answer);
      showToast({ title: t('profile.saved'), tone: 'success' });
    },
  });

  return (
    <form
      className="wl-security__panel"
      onSubmit={save.onSubmit}
      noValidate
      aria-busy={save.pending}
    >
      <h3>{t('profile.title')}</h3>
      <Field
        label={t('profile.nickname')}
        name="nickname"
        autoComplete="nickname"
        value={nickname}
        onChange={(event) => setNickname(event.target.value)}
        error={text(failures.nickname)}
      />
      {profile.realNameFixed ? (
        <p className="wl-security__fact">
          <span>{t('profile.real_name')}</span> <strong>{profile.realName}</strong>{' '}
          <span className="wl-security__note">{t('profile.real_name_fixed')}</span>
        </p>
      ) : (
        <Field
          label={t('profile.real_name')}
          name="realName"
          autoComplete="name"
          value={realName}
          onChange={(event) => setRealName(event.target.value)}
          error={text(failures.realName)}
        />
      )}
      <Field
        label={t('profile.birthday', { age: minAge })}
        name="birthday"
        type="date"
        autoComplete="bday"
        value={birthday}
        onChange={(event) => setBirthday(event.target.value)}
        error={text(failures.birthday)}
      />
      {fields.length > 0 && (
        <fieldset className="wl-security__details">
          <legend>{t('profile.details')}</legend>
          {fields.map((field) => (
            <Field
              key={field}
              label={t(`profile.${field}`)}
              name={field}
              {...DETAIL_INPUT[field]}
              value={details[field] ?? ''}
              onChange={(event) =>
                setDetails((current) => ({ ...current, [field]: event.target.value }))
              }
              hint={
                field === 'zalo' && options.zaloReward
                  ? t('profile.zalo_reward', { amount: options.zaloReward })
                  : null
              }
              error={text(failures[field])}
            />
          ))}
        </fieldset>
      )}
      <FormError messageKey={save.errorKey} />
      <button type="submit" className="wl-button" disabled={save.pending}>
        {t('profile.save')}
      </button>
    </form>
  );
}
