import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../core/ui/Field';
import { fetchCaptcha } from '../api';

const REFRESH_GAP_MS = 1000;

/** Captcha image with its answer field; a click refreshes it, at most once a second (§9). */
export function CaptchaField({
  value,
  error,
  onChange,
  onImage,
}: {
  value: string;
  error?: string;
  onChange: (answer: string) => void;
  onImage: (id: string) => void;
}) {
  const { t } = useTranslation('auth');
  const [image, setImage] = useState<string | null>(null);
  const lastFetch = useRef(0);

  const refresh = useCallback(async () => {
    const now = Date.now();
    if (now - lastFetch.current < REFRESH_GAP_MS) return;
    lastFetch.current = now;
    try {
      const captcha = await fetchCaptcha();
      setImage(captcha.image);
      onImage(captcha.id);
    } catch {
      setImage(null);
    }
  }, [onImage]);

  useEffect(() => {
    void refresh();
    // only on mount: later refreshes are the person's clicks
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="wl-captcha">
      <Field label={t('login.captcha')} name="captcha" autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} error={error} />
      <button type="button" className="wl-captcha__image" onClick={() => void refresh()} aria-label={t('login.captcha_refresh')}>
        {image ? <img src={image} alt={t('login.captcha_image')} width="120" height="40" /> : t('login.captcha_refresh')}
      </button>
    </div>
  );
}
