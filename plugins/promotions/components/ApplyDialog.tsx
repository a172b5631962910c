import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../core/ui/form/FormError';
import type { CheckedImage } from '../../../core/ui/form/checkImageFile';
import { UploadField } from '../../../core/ui/form/UploadField';
import { useSubmit } from '../../../core/ui/form/useSubmit';
import { Modal } from '../../../core/ui/Modal';
import { showToast } from '../../../core/ui/toast/toasts';
import { applyToPromotion } from '../api';
import { MAX_IMAGES, REMARK_MAX_CHARS, remarkLength, remarkProblem } from '../applicationRules';
import { useAfterAction } from './useAfterMoney';
import { pageNamespace } from '../../../core/plugin/definePlugin';

/**
 * The activity application form (§3, §5): a remark of at most 140 characters with its live count,
 * and up to 3 png or jpg images of at most 5 MB each, checked by their content before anything
 * is sent (core's UploadField). The platform checks the same rules again.
 */
export function ApplyDialog({
  promotionId,
  title,
  onClose,
}: {
  promotionId: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(pageNamespace('promotions'));
  const remarkId = useId();
  const after = useAfterAction();
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<CheckedImage[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSubmit({
    validate: () => {
      const broken = remarkProblem(remark);
      setProblem(broken);
      return broken === null;
    },
    action: async () => {
      await applyToPromotion(
        promotionId,
        remark.trim(),
        images.map((image) => image.dataUrl),
      );
      showToast({ title: t('done.title'), body: t('done.apply'), tone: 'success' });
      after(false);
      onClose();
    },
  });
  const count = remarkLength(remark);
  const describedBy = `${remarkId}-count${problem ? ` ${remarkId}-error` : ''}`;

  return (
    <Modal title={t('apply.title', { title })} onClose={onClose} size="medium">
      <form
        className="wl-promotions__apply"
        onSubmit={send.onSubmit}
        noValidate
        aria-busy={send.pending}
      >
        <div className="wl-field">
          <label htmlFor={remarkId}>{t('apply.remark')}</label>
          <textarea
            id={remarkId}
            name="remark"
            rows={4}
            value={remark}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setRemark(event.target.value);
              setProblem(null);
              send.clearError();
            }}
          />
          <p
            id={`${remarkId}-count`}
            className={`wl-field__hint${count > REMARK_MAX_CHARS ? ' wl-promotions__over' : ''}`}
          >
            {t('apply.remark_count', { count, max: REMARK_MAX_CHARS })}
          </p>
          {problem && (
            <p id={`${remarkId}-error`} className="wl-field__error" role="alert">
              {t(problem)}
            </p>
          )}
        </div>
        <UploadField
          label={t('apply.images')}
          value={images}
          maxFiles={MAX_IMAGES}
          onChange={(next) => {
            setImages(next);
            send.clearError();
          }}
          disabled={send.pending}
        />
        <FormError messageKey={send.errorKey} />
        <div className="wl-promotions__dialog-actions">
          <button type="button" className="wl-button wl-button--ghost" onClick={onClose}>
            {t('apply.cancel')}
          </button>
          <button type="submit" className="wl-button" disabled={send.pending}>
            {send.pending ? t('apply.sending') : t('apply.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Loaded lazily by the page (a chunk of its own). */
export default ApplyDialog;
