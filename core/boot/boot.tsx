import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { configureApi } from '../api/request';
import type { CipherConfig } from '../api/cipher';
import { currentLanguage, initI18n } from '../i18n/i18n';
import type { LangCode } from '../i18n/languages';
import { startPlugins } from '../plugin/startPlugins';
import { pageNamespace, type PluginDefinition } from '../plugin/definePlugin';
import { StartupError } from '../plugin/startupError';
import { exposeMountedRoutes } from '../router/mountedRoutes';
import { App } from '../runtime/App';
import { ui } from '../runtime/ui';
import { dropTokenFromAddress } from '../session/addressToken';
import { clearSession, session, setMerchant } from '../session/session';
import { whenSignedIn } from '../session/whenSignedIn';
import { readSiteConfig, type SiteConfig } from '../site/siteConfig';
import { applyTheme, storedThemeMode } from '../theme/theme';
import { loadPlatformState } from './loadPlatformState';
import { openServicePaths } from './openServicePaths';
import type { AskToSwitch } from './askToSwitch';
import { restoreMember } from './restoreMember';
import { untilAnswered, type ShowStartupFailure } from './retryStartup';
import { StartupFailedPage } from './StartupFailedPage';
import { watchPreloadErrors } from './watchPreloadErrors';

function render(root: Root, node: ReactNode): void {
  root.render(<I18nextProvider i18n={i18next}>{node}</I18nextProvider>);
}

let flags: ReadonlySet<string> = new Set(['COMM3']);

function configurePlatform(site: SiteConfig): void {
  configureApi({
    apiBase: site.platform.apiBase,
    merchantCode: site.platform.merchantCode,
    serviceGeneration: site.platform.serviceGeneration,
    pathChoices: site.platform.pathChoices ?? {},
    cipher: site.platform.cipher as CipherConfig,
    flags: () => flags,
    token: () => session.token,
    language: currentLanguage,
    onUnauthorized: clearSession,
  });
}

/** Runs plugin setups; a throwing setup is a start-up error naming the plugin. */
function runSetups(plugins: readonly PluginDefinition[], site: SiteConfig): void {
  for (const plugin of plugins) {
    try {
      plugin.setup?.({
        options: ((site.plugins as Record<string, unknown>)[plugin.id] ?? {}) as Record<
          string,
          unknown
        >,
      });
    } catch (error) {
      throw new StartupError('PLUGIN_SETUP_FAILED', `setup failed: ${String(error)}`, [plugin.id]);
    }
  }
}

/**
 * The failure page for a start-up call that keeps failing, counting down to its next try; the
 * attempt is its key, so each failure starts a fresh countdown. The countdown is a file of its
 * own; when even that cannot load, the page keeps its reload button, which retries as well.
 */
function failurePageOn(root: Root): ShowStartupFailure {
  return async (error, retryInMs, attempt) => {
    console.error('[core] start-up call failed; trying again', error);
    const countdown = await import('./RetryCountdown').catch(() => null);
    return new Promise<void>((resolve) =>
      render(
        root,
        <StartupFailedPage
          key={attempt}
          error={error}
          action={
            countdown && <countdown.RetryCountdown retry={{ inMs: retryInMs, onRetry: resolve }} />
          }
        />,
      ),
    );
  };
}

/**
 * Asks on a page of its own whether a link's token may replace the session signed in in this tab
 * (issue 29). Only such a visit loads the question; without its file the session in place stays.
 */
function switchQuestionOn(root: Root, site: SiteConfig): AskToSwitch {
  return (current) =>
    import('./askOnPage').then(
      ({ askOnPage }) => askOnPage((node) => render(root, node), site, current),
      () => 'stay' as const,
    );
}

/**
 * Start-up (DESIGN.md "Data flow at start-up"): site config, theme, i18n, platform status,
 * module flags, plugin activation, member, mount. Any failure ends on a readable page.
 */
export async function boot(
  plugins: readonly PluginDefinition[],
  container: HTMLElement,
): Promise<void> {
  const root = createRoot(container);
  watchPreloadErrors();
  const showFailure = failurePageOn(root);
  // A launcher's ?token= leaves the address bar before anything else runs (§4), so no page of
  // start-up (maintenance and region block included) keeps it in history or a Referer; the
  // search read here still carries it to restoreMember. It never throws, whatever the address.
  const search = window.location.search;
  dropTokenFromAddress();
  try {
    const site = readSiteConfig();
    ui.theme = storedThemeMode(site);
    applyTheme(site, ui.theme);
    setMerchant(site.platform.merchantCode);
    await initI18n({
      offered: site.languages.offered as LangCode[],
      defaultLanguage: site.languages.default as LangCode,
      pluginLocales: new Map(
        plugins.flatMap((plugin) => [
          ...(plugin.locales ? [[plugin.id, plugin.locales] as const] : []),
          ...(plugin.pageLocales ? [[pageNamespace(plugin.id), plugin.pageLocales] as const] : []),
        ]),
      ),
    });
    configurePlatform(site);

    // Platform calls are retried until they answer (§9); everything before them is the
    // site's own configuration, which no retry can cure.
    const state = await loadPlatformState((read) => untilAnswered(read, showFailure));
    // Sealed customer-service paths are opened here, once, before any page reads them (§3). The
    // answer is this start-up's own object, so it is changed in place.
    state.permission.customerService = await openServicePaths(
      site.platform.cipher,
      state.permission.customerService,
    );
    // The maintenance and region-block pages are files of their own: a healthy visit never
    // loads them, and when one cannot load, the catch below still shows the failure page.
    if (state.kind === 'maintenance') {
      const { MaintenancePage } = await import('./MaintenancePage');
      render(
        root,
        <MaintenancePage
          site={site}
          message={state.permission.maintenanceMessage}
          service={state.permission.customerService}
        />,
      );
      return;
    }
    if (state.kind === 'region-blocked') {
      const { RegionBlockPage } = await import('./RegionBlockPage');
      render(root, <RegionBlockPage site={site} ip={state.permission.location.ip} />);
      return;
    }
    flags = state.flags;
    const { active, inactive, registry } = startPlugins(
      site.id,
      plugins,
      new Set(Object.keys(site.plugins)),
      state.flags,
    );
    for (const off of inactive.filter((entry) => entry.reason === 'flags-off')) {
      console.info(`[plugin:${off.id}] not mounted: module ${off.missingFlags.join(', ')} off`);
    }
    // Every active plugin's texts a visitor may need are asked for now, beside its chunks, not
    // after a component suspends on them: one round trip less before each section takes its
    // space. The texts of plugins only members see wait for a member (their own file).
    const signedIn = new Set(__WL_SIGNED_IN_PLUGINS__);
    void i18next.loadNamespaces(registry.pluginIds.filter((id) => !signedIn.has(id)));
    runSetups(active, site);
    // The route journey's map of this site (test builds only; the constant drops it elsewhere).
    if (import.meta.env.MODE === 'test')
      exposeMountedRoutes(registry.routes, {
        flags: state.flags,
        pages: {
          '/member/:pageKey?': registry.slots.memberCentre,
          '/agentHome/:pageKey?': registry.slots.agentCentre,
        },
      });
    const askToSwitch = switchQuestionOn(root, site);
    await untilAnswered(() => restoreMember(search, askToSwitch), showFailure);
    if (session.isLogin) void i18next.loadNamespaces([...signedIn]);
    // The account menu's and the centres' entries come with the first signed-in moment, and
    // so does the code that loads them.
    if (registry.signedInLoaders.length > 0)
      whenSignedIn(() => {
        import('../plugin/signedInParts')
          .then((parts) => parts.loadSignedInParts(registry))
          .catch(() => undefined); // the account menu and the centres offer a retry
        // §4 Login success: every signed-in session's consolidated contract flags from now on
        // (core/session/consolidated.ts); the agent centre asks too, should this load fail.
        if (state.flags.has('AGENTPOLICY3'))
          import('../session/consolidated')
            .then((consolidated) => consolidated.watchConsolidated(state.flags))
            .catch(() => undefined);
      });

    // The first render of the whole shell and page is a transition: React renders it in slices
    // of a few milliseconds with the browser free in between, instead of one task of 130 to 270
    // ms on a member page on a slow machine (Lighthouse's total blocking time).
    startTransition(() =>
      render(
        root,
        <App runtime={{ site, flags: state.flags, registry, permission: state.permission }} />,
      ),
    );
  } catch (error) {
    console.error('[core] start-up failed', error);
    if (!i18next.isInitialized) {
      await initI18n({ offered: ['EN'], defaultLanguage: 'EN', pluginLocales: new Map() }).catch(
        () => undefined,
      );
    }
    render(root, <StartupFailedPage error={error} />);
  }
}
