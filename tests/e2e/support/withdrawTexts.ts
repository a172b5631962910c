import { locale, translate, type Lang } from './site';

/** The withdraw journeys' texts in the page's language: the plugin's, core's and the wallet's. */
export function withdrawTexts(lang: Lang) {
  const bundles = {
    withdraw: locale('withdraw', lang),
    core: locale('core', lang),
    wallet: locale('wallet', lang),
  };
  const t = (ns: keyof typeof bundles) => (key: string, vars?: Record<string, string | number>) =>
    translate(bundles[ns], key, vars);
  return { w: t('withdraw'), c: t('core'), wallet: t('wallet') };
}
