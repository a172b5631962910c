import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';
import { ui } from '../runtime/ui';
import { applyTheme, persistThemeMode } from '../theme/theme';

/** Dark/light switch; the choice persists across visits. */
export function ThemeSwitch() {
  const { site } = useRuntime();
  const { theme } = useSnapshot(ui);
  const { t } = useTranslation('core');
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="wl-button wl-button--ghost"
      aria-pressed={theme === 'dark'}
      onClick={() => {
        ui.theme = next;
        applyTheme(site, next);
        persistThemeMode(next);
      }}
    >
      {t('theme.dark_mode')}
    </button>
  );
}
