import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '../../../core/session/session';
import { CaptchaField } from '../../../core/ui/form/CaptchaField';
import { FormError } from '../../../core/ui/form/FormError';
import { useCaptcha } from '../../../core/ui/form/useCaptcha';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { sendFeedback } from '../api';
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
export function FeedbackForm({
  onSent,
  initialType = null,
}: {
  onSent: () => void;
  /** The question type chosen when the form opens (the person may still change it). */
  initialType?: QuestionType | null;
}) {
  const { t } = useTranslation('help');
  const { t: tc } = useTranslation('core');
  const { member } = useSnapshot(session);
  const ids = {
    type: useId(),
    description: useId(),
    hint: useId(),
    counter: useId(),
  };
  const fields = useRef<Partial<Record<FeedbackField, HTMLElement | null>>>({});
  const [type, setType] = useState<QuestionType | null>(initialType);
  const [description, setDescription] = useState('');
  const captcha = useCaptcha('help');
  const [empty, setEmpty] = useState<FeedbackField | null>(null);

  const send = useSubmit({
    validate: () => {
      const content = description.trim();
      setDescription(content);
      const missing = firstEmptyField({ type, description: content, captcha: captcha.answer });
      setEmpty(missing);
      if (missing) fields.current[missing]?.focus();
      return missing === null;
    },
    action: async () => {
      // validate() has stopped an empty type; this only tells the compiler
      if (type === null) return;
      await sendFeedback({
        content: description.trim(),
        type,
        captcha: captcha.answer.trim(),
        ...(captcha.id ? { captchaId: captcha.id } : {}),
        ...(member ? { sender: member.username } : {}),
      });
      onSent();
    },
    // the answer is spent or wrong either way: a fresh image for the next try
    onError: () => captcha.renew(),
  });

  const invalid = (field: FeedbackField) => (empty === field ? true : undefined);
  return (
    <form className="wl-feedback" onSubmit={send.onSubmit} noValidate aria-busy={send.pending}>
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
      <CaptchaField
        captcha={captcha}
        invalid={empty === 'captcha'}
        label={t(LABELS.captcha)}
        refreshLabel={t('feedback.captcha_refresh')}
        inputRef={(element) => {
          fields.current.captcha = element;
        }}
      />
      {empty && (
        <p className="wl-form-error" role="alert">
          {tc('validation.required', { field: t(LABELS[empty]) })}
        </p>
      )}
      <FormError messageKey={send.errorKey} />
      <button type="submit" className="wl-button" disabled={send.pending}>
        {send.pending ? t('feedback.sending') : t('feedback.submit')}
      </button>
    </form>
  );
}
