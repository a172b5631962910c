import '../agent-team.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import { usePluginOptions } from '../../../core/runtime/RuntimeContext';
import { useDownlines, type Downline } from '../api';
import { TeamSearch } from '../components/TeamSearch';
import { TeamTable } from '../components/TeamTable';
import { TeamTrail } from '../components/TeamTrail';
import { TransferDialog } from '../components/TransferDialog';

/** What the table shows: one node's children (null: mine), or a search over the whole team. */
type View = { parent: string | null; search: string; pageNo: number };

/**
 * Agent centre page downlineManagmentView (§2 team management): the team level by level, a search
 * over the whole team, and a transfer to any member of it. The platform pages the rows, so a team
 * of 1,000+ costs one page of DOM.
 */
export default function TeamPage() {
  const { t } = useTranslation(pageNamespace('agent-team'));
  const { teamPageSize } = usePluginOptions('agent-team');
  const [view, setView] = useState<View>({ parent: null, search: '', pageNo: 1 });
  const [transferTo, setTransferTo] = useState<Downline | null>(null);
  const downlines = useDownlines({
    pageNo: view.pageNo,
    pageSize: teamPageSize,
    ...(view.search ? { account: view.search } : view.parent ? { parentAccount: view.parent } : {}),
  });
  const data = downlines.data;
  const state =
    downlines.isError && !downlines.isPlaceholderData
      ? 'error'
      : downlines.isPending || downlines.isPlaceholderData
        ? 'loading'
        : 'ready';
  const caption = view.search
    ? t('team.caption_search', { query: view.search })
    : view.parent
      ? t('team.caption_of', { account: view.parent })
      : t('team.caption_mine');

  return (
    <section className="wl-agent-team" aria-labelledby="wl-agent-team-tree">
      <h2 id="wl-agent-team-tree" className="wl-section-title">
        {t('team.title')}
      </h2>
      <TeamSearch
        value={view.search}
        onSearch={(search) => setView({ parent: null, search, pageNo: 1 })}
      />
      <TeamTrail
        trail={view.search ? [] : (data?.trail ?? [])}
        searching={view.search !== ''}
        onOpen={(account) => setView({ parent: account, search: '', pageNo: 1 })}
      />
      <p className="wl-agent-team__hint" role="status">
        {data && state === 'ready' ? t('team.total', { count: data.total }) : ''}
      </p>
      <TeamTable
        caption={caption}
        emptyText={view.search ? t('team.empty_search', { query: view.search }) : t('team.empty')}
        page={data}
        pageNo={view.pageNo}
        onPage={(pageNo) => setView((old) => ({ ...old, pageNo }))}
        state={state}
        onRetry={() => void downlines.refetch()}
        onViewTeam={(row) => setView({ parent: row.account, search: '', pageNo: 1 })}
        onTransfer={setTransferTo}
      />
      {transferTo && <TransferDialog downline={transferTo} onClose={() => setTransferTo(null)} />}
    </section>
  );
}
