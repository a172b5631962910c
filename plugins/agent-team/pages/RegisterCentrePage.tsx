import '../agent-team.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { Tabs } from '../../../core/ui/Tabs';
import { AddDownlineForm } from '../components/AddDownlineForm';
import { LinkManager } from '../components/LinkManager';

type Tab = 'add' | 'links';

/** Agent centre page registerCenter (§2): add a downline account, or manage invitation links. */
export default function RegisterCentrePage() {
  const { t } = useTranslation(pageNamespace('agent-team'));
  const [tab, setTab] = useState<Tab>('add');
  return (
    <section className="wl-agent-team" aria-labelledby="wl-agent-team-register">
      <h2 id="wl-agent-team-register" className="wl-section-title">
        {t('register.title')}
      </h2>
      <Tabs
        label={t('register.title')}
        value={tab}
        onChange={setTab}
        items={[
          { key: 'add', label: t('register.tab_add') },
          { key: 'links', label: t('register.tab_links') },
        ]}
      >
        {tab === 'add' ? <AddDownlineForm /> : <LinkManager />}
      </Tabs>
    </section>
  );
}
