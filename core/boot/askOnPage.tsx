import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MEMBER_NS } from '../i18n/i18n';
import type { Member } from '../session/session';
import type { SiteConfig } from '../site/siteConfig';
import type { SwitchChoice } from './askToSwitch';
import { SwitchAccountPage } from './SwitchAccountPage';

/**
 * Start-up's question to a signed-in tab that a link would move to another account (issue 29),
 * shown as the page until the person answers. Its texts are the member side's (core-member),
 * which a signed-in tab loads next anyway; a bundle that fails leaves the keys' fallbacks.
 */
export async function askOnPage(
  show: (node: ReactNode) => void,
  site: SiteConfig,
  current: Member,
): Promise<SwitchChoice> {
  await i18next.loadNamespaces(MEMBER_NS).catch(() => undefined);
  return new Promise((resolve) =>
    show(<SwitchAccountPage site={site} account={current.account} onChoose={resolve} />),
  );
}
