import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../i18n/i18n';
import type { SiteConfig } from '../site/siteConfig';
import { siteAssetUrl } from '../site/siteConfig';
import type { SwitchChoice } from './askToSwitch';
import { StatusPage } from './StatusPage';

const MESSAGE_ID = 'wl-switch-account-message';

/**
 * Start-up's question when a link carries another account's token while this tab is signed in
 * (issue 29). Staying is the first button and has the focus, so Enter keeps the session; its
 * description is the message, so a screen reader says why it is asked. In a file of its own: only
 * such a visit loads it.
 */
export function SwitchAccountPage({
  site,
  account,
  onChoose,
}: {
  site: SiteConfig;
  /** The signed-in account, as the header names it. */
  account: string;
  onChoose: (choice: SwitchChoice) => void;
}) {
  const { t } = useTranslation(MEMBER_NS);
  const stay = useRef<HTMLButtonElement>(null);
  const [chosen, setChosen] = useState<SwitchChoice | null>(null);
  useEffect(() => stay.current?.focus(), []);
  const choose = (choice: SwitchChoice) => {
    if (chosen) return; // one answer; the app replaces this page once it is acted on
    setChosen(choice);
    onChoose(choice);
  };
  return (
    <StatusPage
      brand={site.brand.name}
      logo={siteAssetUrl(site, site.brand.logo)}
      title={t('switch_account.title')}
    >
      <p id={MESSAGE_ID}>{t('switch_account.message', { name: account })}</p>
      <div className="wl-dialog-actions">
        <button
          ref={stay}
          type="button"
          className="wl-button"
          aria-describedby={MESSAGE_ID}
          onClick={() => choose('stay')}
        >
          {t('switch_account.stay', { name: account })}
        </button>
        <button
          type="button"
          className="wl-button wl-button--ghost"
          aria-describedby={MESSAGE_ID}
          onClick={() => choose('switch')}
        >
          {t('switch_account.switch')}
        </button>
      </div>
      <p role="status">
        {chosen === 'switch' ? t('switch_account.switching', { name: account }) : ''}
      </p>
    </StatusPage>
  );
}
