import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** The security centre's sections where each missing piece is set up (its `?section=`). */
const SECTION = { bankCard: 'bankCards', fundsPassword: 'fundsPassword' } as const;

/**
 * What a member must do before the first withdrawal: bind a bank card, or set a funds password.
 * Says why and links to the security centre's section that does it.
 */
export function Prerequisite({ missing }: { missing: keyof typeof SECTION }) {
  const { t } = useTranslation('withdraw');
  return (
    <div className="wl-withdraw__prerequisite">
      <h3>{t(`prerequisite.${missing}.title`)}</h3>
      <p>{t(`prerequisite.${missing}.body`)}</p>
      <Link
        href={`/member/securityCenter?section=${SECTION[missing]}`}
        className="wl-button wl-withdraw__link-button"
      >
        {t(`prerequisite.${missing}.action`)}
      </Link>
    </div>
  );
}
