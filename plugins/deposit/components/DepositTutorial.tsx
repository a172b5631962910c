import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../core/ui/Modal';
import { Tabs } from '../../../core/ui/Tabs';
import type { ChannelKind } from '../api';

/** How many steps each kind's tutorial has (tutorial.<KIND>.1 … in the locales). */
export const TUTORIAL_STEPS: Record<ChannelKind, number> = { BANK: 4, EWALLET: 4, QR: 4, USDT: 5 };
const KINDS = Object.keys(TUTORIAL_STEPS) as ChannelKind[];

/** The deposit tutorial (§2): the steps of each channel kind, opened on the kind in view. */
export default function DepositTutorial({
  initialKind,
  onClose,
}: {
  initialKind: ChannelKind;
  onClose: () => void;
}) {
  const { t } = useTranslation('deposit');
  const [kind, setKind] = useState(initialKind);
  return (
    <Modal title={t('tutorial.title')} onClose={onClose}>
      <Tabs
        label={t('tutorial.kinds_label')}
        items={KINDS.map((key) => ({ key, label: t(`kinds.${key}`) }))}
        value={kind}
        onChange={setKind}
      >
        <ol className="wl-deposit__steps">
          {Array.from({ length: TUTORIAL_STEPS[kind] }, (_, i) => (
            <li key={i}>{t(`tutorial.${kind}.${i + 1}`)}</li>
          ))}
        </ol>
      </Tabs>
    </Modal>
  );
}
