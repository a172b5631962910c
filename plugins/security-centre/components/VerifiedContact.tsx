import { useTranslation } from 'react-i18next';

/** Hides all but the ends of a contact the page did not just receive from the person's typing. */
export function maskContact(value: string, kind: 'phone' | 'email'): string {
  if (kind === 'phone') return `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
  const [name = '', domain = ''] = value.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
}

/** The phone or e-mail on record (masked) and whether it was verified with a code. */
export function VerifiedContact({
  value,
  verified,
  kind,
}: {
  value: string | null;
  verified: boolean;
  kind: 'phone' | 'email';
}) {
  const { t } = useTranslation('security-centre');
  if (!value) return <p className="wl-security__note">{t(`${kind}.none`)}</p>;
  return (
    <p className="wl-security__fact">
      <span>{t(`${kind}.current`)}</span> <strong>{maskContact(value, kind)}</strong>{' '}
      <span className={verified ? 'wl-security__badge' : 'wl-security__note'}>
        {t(verified ? 'contact.verified' : 'contact.unverified')}
      </span>
    </p>
  );
}
