import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { errorMessageKey } from '../../../core/api/ApiError';
import { session } from '../../../core/session/session';
import { fetchCaptcha, sendFeedback } from '../api';
import {
  characterCount,
  DESCRIPTION_HINT_MIN,
  DESCRIPTION_MAX,
  firstEmptyField,
  limitDescription,
  parseQuestionType,
  QUESTION_TYPES,
  type FeedbackField,
  type QuestionType,
} from './feedbackRules';
import { useCaptcha } from '../../../core/ui/useCaptcha';

/** i18n keys of each field's label, which the empty-field warning names. */
const LABELS: Record<FeedbackField, string> = {
  type: 'feedback.type',
  description: 'feedback.description',
  captcha: 'feedback.captcha',
};

/**
 * The feedback form (§2 Feedback modal, §5 Feedback): question type, description (trimmed, at most
 * 200 characters, with a counter) and captcha. An empty field stops the form with a warning that
 * names it and nothing is sent; a platform failure shows the catalogue's message (§8).
 */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('help');
  const { t: tc } = useTranslation('core');
  const { member } = useSnapshot(session);
  const ids = {
    type: useId(),
    description: useId(),
    hint: useId(),
    counter: useId(),
    captcha: useId(),
  };
  const fields = useRef<Partial<Record<FeedbackField, HTMLElement | null>>>({});
  const [type, setType] = useState<QuestionType | null>(null);
  const [description, setDescription] = useState('');
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const captcha = useCaptcha('help', fetchCaptcha);
  const [empty, setEmpty] = useState<FeedbackField | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const content = description.trim();
    setDescription(content);
    const missing = firstEmptyField({ type, description: content, captcha: captchaAnswer });
    setEmpty(missing);
    setFailure(null);
    if (missing || type === null) {
      if (missing) fields.current[missing]?.focus();
      return;
    }
    setBusy(true);
    try {
      await sendFeedback({
        content,
        type,
        captcha: captchaAnswer.trim(),
        ...(captcha.id ? { captchaId: captcha.id } : {}),
        ...(member ? { sender: member.username } : {}),
      });
      onSent();
    } catch (error) {
      setFailure(errorMessageKey(error));
      // the answer is spent or wrong either way: a fresh image for the next try
      setCaptchaAnswer('');
      captcha.refresh();
    } finally {
      setBusy(false);
    }
  };

  const invalid = (field: FeedbackField) => (empty === field ? true : undefined);
  return (
    <form className="wl-feedback" onSubmit={submit} noValidate aria-busy={busy}>
      <div className="wl-field">
        <label htmlFor={ids.type}>{t(LABELS.type)}</label>
        <select
          id={ids.type}
          name="type"
          ref={(element) => {
            fields.current.type = element;
          }}
          value={type ?? ''}
          aria-invalid={invalid('type')}
          onChange={(event) => setType(parseQuestionType(event.target.value))}
        >
          <option value="">{t('feedback.type_placeholder')}</option>
          {QUESTION_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`feedback.types.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="wl-field">
        <label htmlFor={ids.description}>{t(LABELS.description)}</label>
        <textarea
          id={ids.description}
          name="content"
          rows={5}
          ref={(element) => {
            fields.current.description = element;
          }}
          value={description}
          placeholder={t('feedback.hint', { min: DESCRIPTION_HINT_MIN, max: DESCRIPTION_MAX })}
          aria-invalid={invalid('description')}
          aria-describedby={`${ids.hint} ${ids.counter}`}
          onChange={(event) => setDescription(limitDescription(event.target.value))}
          onBlur={() => setDescription((value) => value.trim())}
        />
        <span className="wl-feedback__meta">
          <span id={ids.hint}>
            {t('feedback.hint', { min: DESCRIPTION_HINT_MIN, max: DESCRIPTION_MAX })}
          </span>
          <span id={ids.counter}>
            {t('feedback.counter', { count: characterCount(description), max: DESCRIPTION_MAX })}
          </span>
        </span>
      </div>
      <div className="wl-captcha">
        <div className="wl-field">
          <label htmlFor={ids.captcha}>{t(LABELS.captcha)}</label>
          <input
            id={ids.captcha}
            name="captcha"
            autoComplete="off"
            ref={(element) => {
              fields.current.captcha = element;
            }}
            value={captchaAnswer}
            aria-invalid={invalid('captcha')}
            onChange={(event) => setCaptchaAnswer(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="wl-captcha__image"
          onClick={captcha.refresh}
          aria-label={t('feedback.captcha_refresh')}
        >
          {captcha.image ? (
            <img src={captcha.image} alt="" width="120" height="40" />
          ) : (
            t('feedback.captcha_refresh')
          )}
        </button>
      </div>
      {empty && (
        <p className="wl-form-error" role="alert">
          {tc('validation.required', { field: t(LABELS[empty]) })}
        </p>
      )}
      {failure && (
        <p className="wl-form-error" role="alert">
          {tc(failure)}
        </p>
      )}
      <button type="submit" className="wl-button" disabled={busy}>
        {busy ? t('feedback.sending') : t('feedback.submit')}
      </button>
    </form>
  );
}
