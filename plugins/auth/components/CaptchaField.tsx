import { useTranslation } from 'react-i18next';
import { Field } from '../../../core/ui/Field';

/** Captcha image with its answer field; clicking the image asks for another one. */
export function CaptchaField({
  image,
  value,
  error,
  onChange,
  onRefresh,
}: {
  image: string | null;
  value: string;
  error?: string;
  onChange: (answer: string) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="wl-captcha">
      <Field
        label={t('login.captcha')}
        name="captcha"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
      <button
        type="button"
        className="wl-captcha__image"
        onClick={onRefresh}
        aria-label={t('login.captcha_refresh')}
      >
        {image ? (
          <img src={image} alt={t('login.captcha_image')} width="120" height="40" />
        ) : (
          t('login.captcha_refresh')
        )}
      </button>
    </div>
  );
}
