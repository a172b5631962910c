import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../core/api/request';
import { showToast } from '../../../core/ui/toast/toasts';
import { useRuntime } from '../../../core/runtime/RuntimeContext';
import { Field } from '../../../core/ui/Field';
import { FormError } from '../../../core/ui/form/FormError';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { useSecurityCache, type MemberProfile } from '../api';
import type { Failures } from '../rules/failure';
import { birthdayFailure, nicknameFailure, realNameFailure } from '../rules/profileRules';
import { useFailureText } from './useFailureText';

/** Nickname (editable), real name (set once, then shown fixed) and birthday (the site's age gate). */
export function ProfileForm({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation('security-centre');
  const { site } = useRuntime();
  const cache = useSecurityCache();
  const text = useFailureText();
  const [nickname, setNickname] = useState(profile.nickname);
  const [realName, setRealName] = useState(profile.realName ?? '');
  const [birthday, setBirthday] = useState(profile.birthday ?? '');
  const [failures, setFailures] = useState<Failures>({});
  const ageGate = site.limits.ageGate;

  const save = useSubmit({
    validate: () => {
      const found: Failures = {};
      const nick = nicknameFailure(nickname);
      if (nick) found.nickname = nick;
      const real = profile.realNameFixed || !realName.trim() ? null : realNameFailure(realName);
      if (real) found.realName = real;
      const born = birthday ? birthdayFailure(birthday, ageGate, new Date()) : null;
      if (born) found.birthday = born;
      setFailures(found);
      return Object.keys(found).length === 0;
    },
    action: async () => {
      const answer = await request('updateProfile', {
        nickname: nickname.trim(),
        ...(!profile.realNameFixed && realName.trim() ? { realName: realName.trim() } : {}),
        ...(birthday ? { birthday } : {}),
      });
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
        label={t('profile.birthday', { age: ageGate })}
        name="birthday"
        type="date"
        autoComplete="bday"
        value={birthday}
        onChange={(event) => setBirthday(event.target.value)}
        error={text(failures.birthday)}
      />
      <FormError messageKey={save.errorKey} />
      <button type="submit" className="wl-button" disabled={save.pending}>
        {t('profile.save')}
      </button>
    </form>
  );
}
