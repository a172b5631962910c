import { useTranslation } from 'react-i18next';
import { pageNamespace } from '../../../core/plugin/definePlugin';
import type { AppKind } from '../apps/storeApps';
import { pictureUrl, TUTORIALS } from './steps';

/** Side of a step's picture, in CSS pixels; given as attributes so nothing moves as they load. */
const PICTURE_SIZE = 72;

/** An app's installation tutorial: numbered steps, each with its picture. */
export function InstallTutorial({ kind }: { kind: AppKind }) {
  const { t } = useTranslation(pageNamespace('download'));
  // A plain block under its heading, not a region: three regions of one name would be landmarks
  // a screen reader cannot tell apart, and the app's own section already is one.
  return (
    <div className="wl-download__tutorial">
      <h3 className="wl-download__tutorial-title">{t('tutorial')}</h3>
      {/* role: Safari drops the list semantics of a list styled without markers. */}
      <ol className="wl-download__steps" role="list">
        {TUTORIALS[kind].map((step) => (
          <li key={step.text} className="wl-download__step">
            <img
              className="wl-download__picture"
              src={pictureUrl(step.picture)}
              alt={t(`pictures.${step.picture}`)}
              width={PICTURE_SIZE}
              height={PICTURE_SIZE}
            />
            <p className="wl-download__step-text">{t(`steps.${kind}.${step.text}`)}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
