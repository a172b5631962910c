import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { maskBankNumber } from '../../../core/ui/money/maskBankNumber';
import { useBankCards, type MemberProfile } from '../api';
import { AddBankCardForm } from './AddBankCardForm';

/** The bound cards (masked numbers only) and, below the merchant's limit, the form to add one. */
export function BankCardsSection({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation('security-centre');
  const cards = useBankCards();
  if (cards.isPending) return <Spinner />;
  if (cards.isError) return <ErrorPanel error={cards.error} onRetry={() => void cards.refetch()} />;
  const { cards: list, limit, banks } = cards.data;
  return (
    <div className="wl-security__stack">
      <div className="wl-security__panel">
        <h3>{t('cards.title')}</h3>
        <p className="wl-security__note">{t('cards.count', { bound: list.length, limit })}</p>
        {list.length === 0 ? (
          <p>{t('cards.none')}</p>
        ) : (
          <ul className="wl-security__cards" aria-label={t('cards.title')}>
            {list.map((card) => (
              <li key={card.id} className="wl-security__card">
                <strong>{card.bankName}</strong>
                <span className="wl-security__card-number">
                  {maskBankNumber(card.accountNumber)}
                </span>
                <span>{card.payeeName}</span>
                {card.branch && <span className="wl-security__note">{card.branch}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      {list.length >= limit ? (
        <p className="wl-notice" role="status">
          {t('cards.limit_reached', { limit })}
        </p>
      ) : (
        <AddBankCardForm banks={banks} profile={profile} />
      )}
    </div>
  );
}
