import '../security-centre.css';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { useProvided } from '../../../core/runtime/provided';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { Tabs } from '../../../core/ui/Tabs';
import { useMemberProfile } from '../api';
import { BankCardsSection } from '../components/BankCardsSection';
import { FundsPasswordSection } from '../components/FundsPasswordSection';
import { LoginPasswordSection } from '../components/LoginPasswordSection';
import { ProfileSection } from '../components/ProfileSection';
import { TwoFactorSection } from '../components/TwoFactorSection';
import { changePasswordModal } from '../handles';
import { chooseSection, type SectionKey } from './sections';

/**
 * The security centre (member centre page securityCenter): one tab per section, the section in
 * the address (`?section=bankCards`) so a link, the back button and a reload land on it.
 */
export default function SecurityCentrePage() {
  const { t } = useTranslation('security-centre');
  const [location, navigate] = useLocation();
  const search = useSearch();
  const options = usePluginOptions('security-centre');
  const canChangePassword = useProvided(changePasswordModal);
  const profile = useMemberProfile();
  const { sections, current } = chooseSection(new URLSearchParams(search).get('section'), {
    password: canChangePassword,
    twoFactor: options.twoFactor,
  });
  const show = (key: SectionKey) => navigate(`${location}?section=${key}`);

  return (
    <section className="wl-security" aria-labelledby="wl-security-title">
      <h2 id="wl-security-title" className="wl-section-title">
        {t('title')}
      </h2>
      {profile.isPending && <Spinner />}
      {profile.isError && (
        <ErrorPanel error={profile.error} onRetry={() => void profile.refetch()} />
      )}
      {profile.data && (
        <Tabs
          label={t('sections_label')}
          items={sections.map((key) => ({ key, label: t(`sections.${key}`) }))}
          value={current}
          onChange={show}
        >
          {current === 'profile' && <ProfileSection profile={profile.data} />}
          {current === 'password' && <LoginPasswordSection />}
          {current === 'fundsPassword' && <FundsPasswordSection profile={profile.data} />}
          {current === 'bankCards' && <BankCardsSection profile={profile.data} />}
          {current === 'twoFactor' && <TwoFactorSection profile={profile.data} />}
        </Tabs>
      )}
    </section>
  );
}
