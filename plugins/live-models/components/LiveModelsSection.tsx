import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginOptions, useRuntime } from '../../../core/runtime/RuntimeContext';
import { ErrorPanel } from '../../../core/ui/ErrorPanel';
import { Spinner } from '../../../core/ui/Spinner';
import { useLiveModels } from '../api';
import { platformUrl } from '../../../core/api/platformUrl';
import { useChatLauncher } from '../../../core/ui/useChatLauncher';
import { ModelCard } from './ModelCard';
import '../live-models.css';

/** Home section "Live hosts" (CBS3): up to maxModels hosts, each one a chat away. */
export default function LiveModelsSection() {
  const { t } = useTranslation('live-models');
  const { site } = useRuntime();
  const { maxModels } = usePluginOptions('live-models');
  const headingId = useId();
  const models = useLiveModels();
  const chat = useChatLauncher();
  const shown = models.data?.slice(0, maxModels) ?? [];
  return (
    <section className="wl-live-models" aria-labelledby={headingId}>
      <h2 id={headingId} className="wl-section-title">
        {t('title')}
      </h2>
      {models.isPending && <Spinner />}
      {models.isError && <ErrorPanel error={models.error} onRetry={() => void models.refetch()} />}
      {models.isSuccess && shown.length === 0 && <p>{t('empty')}</p>}
      {chat.error !== null && <ErrorPanel error={chat.error} />}
      {shown.length > 0 && (
        <ul className="wl-card-grid">
          {shown.map((model) => (
            <ModelCard
              key={model.modelId}
              model={model}
              avatar={platformUrl(model.avatarUrl, site.platform.apiBase, window.location.origin)}
              busy={chat.busy === model.modelId}
              onChat={() => void chat.start(model.modelId, { modelId: model.modelId })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
