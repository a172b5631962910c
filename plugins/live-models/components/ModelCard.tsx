import { useTranslation } from 'react-i18next';
import { LANG_TAGS } from '../../../core/i18n/languages';
import { useLanguage } from '../../../core/i18n/useLanguage';
import type { ApiTypes } from '../../../generated/api';

export type LiveModel = ApiTypes['liveModels']['response'][number];

interface ModelCardProps {
  model: LiveModel;
  /** Avatar address already checked to be http(s), or null for the initial. */
  avatar: string | null;
  busy: boolean;
  onChat: () => void;
}

/** One host: avatar, name, online badge, viewers and the chat button. */
export function ModelCard({ model, avatar, busy, onChat }: ModelCardProps) {
  const { t } = useTranslation('live-models');
  const lang = useLanguage();
  return (
    <li className="wl-card wl-live-model" data-model={model.modelId}>
      {avatar ? (
        // Fixed size so the grid does not jump while avatars load; the name says who it is.
        <img
          className="wl-live-model__avatar"
          src={avatar}
          alt=""
          width={96}
          height={96}
          loading="lazy"
        />
      ) : (
        <span className="wl-live-model__avatar" aria-hidden="true">
          {model.name.slice(0, 1)}
        </span>
      )}
      <strong>{model.name}</strong>
      <span className="wl-card__meta" data-online={model.online}>
        {model.online ? t('online') : t('offline')}
      </span>
      <span className="wl-card__meta">
        {t('viewers', {
          count: model.viewers,
          formatted: model.viewers.toLocaleString(LANG_TAGS[lang]),
        })}
      </span>
      <button
        type="button"
        className="wl-button"
        aria-label={t('chat_with', { name: model.name })}
        aria-busy={busy}
        disabled={busy}
        onClick={onChat}
      >
        {t('chat')}
      </button>
    </li>
  );
}
