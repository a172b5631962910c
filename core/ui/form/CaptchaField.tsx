import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../Field';
import type { Captcha } from './useCaptcha';

/** The captcha image with its answer field; clicking the image asks for another one. */
export function CaptchaField({
  captcha,
  error,
  invalid,
  label,
  refreshLabel,
  inputRef,
}: {
  captcha: Pick<Captcha, 'image' | 'answer' | 'setAnswer' | 'refresh'>;
  /** The rule that failed, shown under the field. */
  error?: string | null;
  /** Marks the answer wrong without a text under it, for forms that say why elsewhere. */
  invalid?: boolean;
  /** A form's own words for the field and the refresh button, where they differ from core's. */
  label?: string;
  refreshLabel?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('core');
  const refreshText = refreshLabel ?? t('captcha.refresh');
  return (
    <div className="wl-captcha">
      <Field
        label={label ?? t('captcha.label')}
        name="captcha"
        autoComplete="off"
        ref={inputRef}
        value={captcha.answer}
        onChange={(event) => captcha.setAnswer(event.target.value)}
        error={error}
        aria-invalid={invalid || error ? true : undefined}
      />
      <button
        type="button"
        className="wl-captcha__image"
        onClick={captcha.refresh}
        aria-label={refreshText}
      >
        {captcha.image ? (
          <img src={captcha.image} alt={t('captcha.image')} width="120" height="40" />
        ) : (
          refreshText
        )}
      </button>
    </div>
  );
}
