import { useTranslation } from 'react-i18next';
import type { Failure } from '../rules/failure';

/** Translates a broken rule into the message under its field (null when the field passed). */
export function useFailureText() {
  const { t } = useTranslation('security-centre');
  return (failure: Failure | null | undefined): string | null =>
    failure ? t(failure.key, failure.params) : null;
}
