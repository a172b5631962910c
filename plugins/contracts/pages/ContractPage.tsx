import '../contracts.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { setBadge } from '../../../core/runtime/badges';
import { Tabs } from '../../../core/ui/Tabs';
import { useContractRequests, type Contract, type ContractRole, type Settlement } from '../api';
import { AnswerDialog, type Answer, type Outcome } from '../components/AnswerDialog';
import { ContractDetails } from '../components/ContractDetails';
import { ContractTable } from '../components/ContractTable';
import { PayDialog } from '../components/PayDialog';
import { ProposeDialog } from '../components/ProposeDialog';
import { RequestsTable } from '../components/RequestsTable';
import { TerminateDialog } from '../components/TerminateDialog';
import { KINDS, type ContractKind } from '../model/kinds';

type TabKey = ContractRole | 'requests';
const TAB_KEYS: readonly TabKey[] = ['upline', 'downline', 'requests'];

type Dialog =
  | { kind: 'propose' }
  | { kind: 'answer'; contract: Contract; answer: Answer }
  | { kind: 'terminate'; contract: Contract; other: string }
  | { kind: 'pay'; settlement: Settlement; downline: string };

/**
 * One agent-centre contract page (§2 agentDividendRecordCopy2, agentDailyWages2,
 * agentHourSalary, agentRealtimeSalary), the same for the four types but for their terms: the
 * contracts I give my downlines, the one my upline gives me, and the requests waiting for my
 * answer (`?tab=requests` opens there, as the contract panel's link does), each contract with
 * its settlement history; proposing a contract and asking to end one.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const search = useSearch();
  const asked = new URLSearchParams(search).get('tab');
  const [tab, setTab] = useState<TabKey>(TAB_KEYS.find((key) => key === asked) ?? 'upline');
  const [open, setOpen] = useState<{ contract: Contract; role: ContractRole } | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const requests = useContractRequests(kind);
  const waiting = requests.data?.total ?? requests.data?.contracts?.length ?? 0;
  // The menu's count follows what this page last read (after an answer, say).
  useEffect(() => {
    if (requests.data) setBadge(kind.pageKey, waiting);
  }, [requests.data, waiting, kind.pageKey]);
  const close = () => setDialog(null);
  const done = (next: Outcome) => {
    setDialog(null);
    setOutcome(next);
  };
  const headingId = `wl-contracts-${kind.id}`;
  return (
    <section className="wl-contracts" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`kinds.${kind.id}.title`)}</h2>
      <p className="wl-contracts__how">{t(`kinds.${kind.id}.how`)}</p>
      <div className="wl-contracts__bar">
        <button
          type="button"
          className="wl-button"
          onClick={() => {
            setOutcome(null);
            setDialog({ kind: 'propose' });
          }}
        >
          {t('propose.open')}
        </button>
      </div>
      <p className="wl-contracts__outcome" role="status">
        {outcome ? t(outcome.key, outcome.values) : ''}
      </p>
      <Tabs
        label={t('tabs.label')}
        value={tab}
        onChange={(key) => {
          setTab(key);
          setOpen(null);
        }}
        items={[
          { key: 'upline', label: t('tabs.upline') },
          { key: 'downline', label: t('tabs.downline') },
          { key: 'requests', label: t('tabs.requests', { waiting }) },
        ]}
      >
        {tab === 'requests' ? (
          <RequestsTable
            kind={kind}
            onAnswer={(contract, answer) => setDialog({ kind: 'answer', contract, answer })}
          />
        ) : (
          <ContractTable
            key={tab}
            kind={kind}
            role={tab}
            onDetails={(contract) => setOpen({ contract, role: tab })}
            onTerminate={(contract, other) => setDialog({ kind: 'terminate', contract, other })}
          />
        )}
      </Tabs>
      {open && (
        <ContractDetails
          kind={kind}
          contract={open.contract}
          role={open.role}
          onClose={() => setOpen(null)}
          onPay={(settlement) =>
            setDialog({ kind: 'pay', settlement, downline: open.contract.downlineAccount })
          }
        />
      )}
      {dialog?.kind === 'propose' && (
        <ProposeDialog
          kind={kind}
          onClose={close}
          onSent={(downline) => done({ key: 'propose.done', values: { downline } })}
        />
      )}
      {dialog?.kind === 'answer' && (
        <AnswerDialog
          kind={kind}
          contract={dialog.contract}
          answer={dialog.answer}
          onClose={close}
          onDone={done}
        />
      )}
      {dialog?.kind === 'terminate' && (
        <TerminateDialog
          kind={kind}
          contract={dialog.contract}
          other={dialog.other}
          onClose={close}
          onDone={done}
        />
      )}
      {dialog?.kind === 'pay' && (
        <PayDialog
          kind={kind}
          settlement={dialog.settlement}
          downline={dialog.downline}
          onClose={close}
          onDone={done}
        />
      )}
    </section>
  );
}

// One component, four pages: the agent centre loads each by its own key (signedIn.ts).
export const DividendContractsPage = () => <ContractPage kind={KINDS.dividend} />;
export const DailySalaryContractsPage = () => <ContractPage kind={KINDS.daily} />;
export const HourlySalaryContractsPage = () => <ContractPage kind={KINDS.hourly} />;
export const RealTimeSalaryContractsPage = () => <ContractPage kind={KINDS.realtime} />;
