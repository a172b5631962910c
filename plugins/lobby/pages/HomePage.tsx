import '../lobby.css';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../core/runtime/RuntimeContext';
import { SlotOutlet } from '../../../core/ui/SlotOutlet';
import { ScrollToTopButton } from '../home/ScrollToTopButton';

/**
 * Home (§2): the sections the site lists in layout.homeRows, in that order, whichever plugin
 * provides each (marquee and banners, hot games, winners, category rows…), and scroll-to-top.
 */
export default function HomePage() {
  const { site } = useRuntime();
  const { t } = useTranslation('lobby');
  return (
    <div className="wl-page wl-home">
      <h1 className="wl-visually-hidden">{t('home.title', { brand: site.brand.name })}</h1>
      <SlotOutlet name="homeSections" keys={site.layout.homeRows} />
      <ScrollToTopButton />
    </div>
  );
}
