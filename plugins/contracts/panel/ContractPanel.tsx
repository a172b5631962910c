import '../contracts.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { ModalProps } from '../../../core/plugin/contributions';
import { setBadge } from '../../../core/runtime/badges';
import { usePluginOptions, useRuntime } from '../../../core/runtime/RuntimeContext';
import { isContractEnabled } from '../../../core/session/contractFlags';
import { session } from '../../../core/session/session';
import { Modal } from '../../../core/ui/Modal';
import { CONTRACTS_KEY, contractCall, type Contract } from '../api';
import { AnswerDialog, type Answer, type Outcome } from '../components/AnswerDialog';
import { RowAction } from '../components/RowAction';
import { formatRate } from '../model/format';
import { KIND_LIST, type ContractKind } from '../model/kinds';
import { isTermination, requester } from '../model/parties';
import { markPanelSeen } from './watchSignIn';

interface Waiting {
  kind: ContractKind;
  contract: Contract;
}

/**
 * The contract panel (§2): after sign-in, the requests waiting for my answer in every contract
 * type the consolidated flags enable and the platform's modules allow, each with accept and
 * reject; an agent also gets the way to the type's agent page. It asks once, marks the session
 * as seen, sets the agent menu's request counts, and closes without showing anything when
 * nothing waits.
 */
export default function ContractPanel({ close }: ModalProps) {
  const { t } = useTranslation('contracts');
  const { flags } = useRuntime();
  const { showPanel } = usePluginOptions('contracts');
  const { isAgent, member, consolidated } = useSnapshot(session);
  const [answering, setAnswering] = useState<(Waiting & { answer: Answer }) | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The site may switch the panel off: then it asks nothing and closes at once.
  const kinds = showPanel
    ? KIND_LIST.filter(
        (kind) => isContractEnabled(kind.contract, consolidated) && flags.has(kind.module),
      )
    : [];
  // One query over every enabled type (not useQueries: that hook would be shared with the lobby
  // and pulled into every page's first file). A type whose call fails shows nothing waiting.
  const requests = useQuery({
    queryKey: [...CONTRACTS_KEY, 'panel', ...kinds.map((kind) => kind.pageKey)],
    queryFn: ({ signal }) =>
      Promise.all(
        kinds.map((kind) =>
          contractCall(kind, { action: 'requests', pageNo: 1, pageSize: 50 }, { signal }).catch(
            () => undefined,
          ),
        ),
      ),
  });
  const answers = kinds.map((_, index) => ({ data: requests.data?.[index] }));
  const settled = !requests.isPending;
  const waiting: Waiting[] = kinds.flatMap((kind, index) =>
    (answers[index]?.data?.contracts ?? []).map((contract) => ({ kind, contract })),
  );
  const nothing = settled && waiting.length === 0 && !outcome;
  // What each type's answer says waits, e.g. "agentDailyWages2:1,agentHourSalary:0".
  const counts = kinds
    .map((kind, index) => {
      const data = answers[index]?.data;
      return data ? `${kind.pageKey}:${data.total ?? data.contracts?.length ?? 0}` : '';
    })
    .join(',');
  useEffect(() => {
    if (!settled) return;
    for (const count of counts.split(',').filter(Boolean)) {
      const [pageKey, value] = count.split(':');
      setBadge(pageKey!, Number(value));
    }
    markPanelSeen();
  }, [settled, counts]);
  useEffect(() => {
    if (nothing) close();
  }, [nothing, close]);
  if (!settled || nothing) return null;
  return (
    <Modal title={t('panel.title')} onClose={close} size="large">
      <p className="wl-contracts__outcome" role="status">
        {outcome ? t(outcome.key, outcome.values) : ''}
      </p>
      {waiting.length === 0 ? (
        <p>{t('panel.none_left')}</p>
      ) : (
        <ul className="wl-contracts__panel-list">
          {waiting.map(({ kind, contract }) => {
            const from = requester(contract, member?.account);
            return (
              <li key={contract.contractId} className="wl-contracts__panel-item">
                <dl className="wl-contracts__facts">
                  <div>
                    <dt>{t('panel.type')}</dt>
                    <dd>{t(`kinds.${kind.id}.title`)}</dd>
                  </div>
                  <div>
                    <dt>{t('requests.request')}</dt>
                    <dd>
                      {t(isTermination(contract) ? 'requests.termination' : 'requests.contract')}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('requests.from')}</dt>
                    <dd>{from}</dd>
                  </div>
                  <div>
                    <dt>{t(`rate.${kind.id}`)}</dt>
                    <dd>{formatRate(kind, contract.rate)}</dd>
                  </div>
                  <div>
                    <dt>{t('panel.period')}</dt>
                    <dd>
                      {kind.choosesPeriod
                        ? t(`periods.${contract.periodType}`)
                        : t(`kinds.${kind.id}.period`)}
                    </dd>
                  </div>
                </dl>
                <div className="wl-contracts__row-actions">
                  <RowAction
                    primary
                    label={t('requests.accept')}
                    context={from}
                    onClick={() => setAnswering({ kind, contract, answer: 'accept' })}
                  />
                  <RowAction
                    label={t('requests.reject')}
                    context={from}
                    onClick={() => setAnswering({ kind, contract, answer: 'reject' })}
                  />
                  {isAgent && (
                    <Link
                      href={`/agentHome/${kind.pageKey}?tab=requests`}
                      className="wl-button wl-button--ghost"
                      onClick={close}
                    >
                      {t('panel.open_page', { type: t(`kinds.${kind.id}.title`) })}
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="wl-dialog-actions">
        <button type="button" className="wl-button wl-button--ghost" onClick={close}>
          {t('panel.later')}
        </button>
      </div>
      {answering && (
        <AnswerDialog
          kind={answering.kind}
          contract={answering.contract}
          answer={answering.answer}
          onClose={() => setAnswering(null)}
          onDone={(next) => {
            setAnswering(null);
            setOutcome(next);
          }}
        />
      )}
    </Modal>
  );
}
