import { join } from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test';
import type { LangCode } from '../../../generated/languages';
import type { OptionsPluginId, PluginOptionsMap } from '../../../generated/plugin-options';
import type { SiteConfig } from '../../../generated/site';
import { currentParallelIndex, workerPorts } from '../../../scripts/lib/e2e-ports';
import { prepareSiteConfig, readSite } from '../../../scripts/vite/renderSiteHtml';
import { bridgeBidiTextInput } from './firefoxInput';

const root = join(import.meta.dirname, '../../..');
/** This worker's own emulator (support/ports.ts): no other worker changes its state. */
export const EMULATOR = `http://127.0.0.1:${workerPorts(currentParallelIndex()).emulator}`;

/** A language of the registry (schemas/languages.json). */
export type Lang = LangCode;
export { locale, translate } from '../../../scripts/lib/locale-files';

/** The site's config as its page receives it: through prepareSiteConfig, plugin defaults in. */
export function readSiteConfig(id: string): SiteConfig {
  return prepareSiteConfig(readSite(root, id)) as unknown as SiteConfig;
}

/** A plugin's options on this site, schema defaults included; undefined where it is not enabled. */
export function pluginOptions<Id extends OptionsPluginId>(
  site: SiteConfig,
  id: Id,
): PluginOptionsMap[Id] | undefined {
  return site.plugins[id] as unknown as PluginOptionsMap[Id] | undefined;
}

/** Talks to the emulator's control API (status, module flags, faults, reset). */
export class EmulatorControl {
  constructor(
    private readonly api: APIRequestContext,
    readonly merchant: string,
  ) {}

  async setStatus(status: 0 | 1 | 2, maintenanceMessage?: string): Promise<void> {
    const res = await this.api.put(`${EMULATOR}/__emulator/merchants/${this.merchant}/status`, {
      data: { status, ...(maintenanceMessage ? { maintenanceMessage } : {}) },
    });
    expect(res.ok()).toBeTruthy();
  }

  /** Sets the two switches separately, to see which one wins. */
  async setSwitches(switches: { maintenance: boolean; regionRestriction: boolean }): Promise<void> {
    const res = await this.api.put(`${EMULATOR}/__emulator/merchants/${this.merchant}/status`, {
      data: switches,
    });
    expect(res.ok()).toBeTruthy();
  }

  async getModules(): Promise<Record<string, boolean>> {
    const res = await this.api.get(`${EMULATOR}/__emulator/merchants/${this.merchant}/modules`);
    expect(res.ok()).toBeTruthy();
    const body = (await res.json()) as { modules?: Record<string, boolean> } & Record<
      string,
      unknown
    >;
    return (body.modules ?? body) as Record<string, boolean>;
  }

  async setModules(modules: Record<string, boolean>): Promise<void> {
    const res = await this.api.put(`${EMULATOR}/__emulator/merchants/${this.merchant}/modules`, {
      data: modules,
    });
    expect(res.ok()).toBeTruthy();
  }

  async setFaults(faults: {
    latencyMs?: number;
    failureRate?: number;
    pathPrefix?: string;
  }): Promise<void> {
    const res = await this.api.put(`${EMULATOR}/__emulator/faults`, {
      data: { latencyMs: 0, failureRate: 0, ...faults },
    });
    expect(res.ok()).toBeTruthy();
  }
}

/**
 * Where the analytics plugin keeps a brand's consent (plugins/analytics/consent/consentStore.ts,
 * whose unit test pins the same key).
 */
export const analyticsConsentKey = (siteId: string): string => `wl.analytics.consent.${siteId}`;

/** The visitor's analytics answer a journey starts with; null: none yet, the banner shows. */
export type AnalyticsConsent = 'granted' | 'denied' | null;

interface ProjectMetadata {
  metadata?: { site?: string; engine?: 'firefox' };
}

/** The brand a project runs its journeys on (playwright.config.ts: a brand's, or Firefox's on it). */
export function siteOfProject(project: { name: string } & ProjectMetadata): string {
  return project.metadata?.site ?? project.name;
}

/** The browser engine of a project: Chromium unless it is one of the cross-engine set's. */
export function engineOfProject(project: ProjectMetadata): 'chromium' | 'firefox' {
  return project.metadata?.engine ?? 'chromium';
}

/**
 * What every browser context of a journey gets before its first page: the visitor's analytics
 * answer (none: the banner shows) and, in Firefox, the bridge that lets React see text Playwright
 * types over BiDi (firefoxInput.ts).
 */
async function prepareContext(
  context: BrowserContext,
  siteId: string,
  analyticsConsent: AnalyticsConsent,
  engine: 'chromium' | 'firefox',
): Promise<void> {
  if (engine === 'firefox') await context.addInitScript(bridgeBidiTextInput);
  // Before any page script, on every page of the context whatever its origin; only where no
  // answer is stored, so an answer given in the page survives its reloads.
  if (analyticsConsent !== null)
    await context.addInitScript(
      ({ key, value }) => {
        try {
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
        } catch {
          // an opaque origin (about:blank) has no storage: nothing to answer there
        }
      },
      { key: analyticsConsentKey(siteId), value: analyticsConsent },
    );
}

export const test = base.extend<{
  declaredBrands: void;
  /**
   * Another browser of the journey (a friend who registers, a downline agent, a new session),
   * prepared as the journey's own context is and closed with the test.
   */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  siteId: string;
  site: SiteConfig;
  emulator: EmulatorControl;
  lang: Lang;
  analyticsConsent: AnalyticsConsent;
}>({
  // Playwright reads fixture dependencies from the destructuring pattern, so it must be written.
  // The brand is picked by host name; the port is this worker's own static server.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) =>
    use(
      `http://${siteOfProject(testInfo.project)}.localhost:${workerPorts(testInfo.parallelIndex).web}`,
    ),
  // eslint-disable-next-line no-empty-pattern
  siteId: async ({}, use, testInfo) => use(siteOfProject(testInfo.project)),
  // A journey that says on no brand where it runs would run nowhere: it fails instead.
  declaredBrands: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      if ((testInfo.project.metadata as { undeclared?: boolean }).undeclared)
        throw new Error(
          `${testInfo.titlePath.join(' › ')}: declare the brands it runs on, with everyBrand() or oneBrand() in its test.describe (tests/e2e/support/brands.ts)`,
        );
      await use();
    },
    { auto: true },
  ],
  site: async ({ siteId }, use) => use(readSiteConfig(siteId)),
  lang: async ({ site }, use) => use(site.languages.default as Lang),
  emulator: async ({ request, site }, use) =>
    use(new EmulatorControl(request, site.platform.merchantCode)),
  // The analytics consent banner is fixed to the bottom of the window, over whatever a journey
  // wants to press there; journeys start as a visitor who declined long ago. The analytics
  // journey opts out (`test.use({ analyticsConsent: null })`) to meet the banner.
  analyticsConsent: ['denied', { option: true }],
  context: async ({ context, siteId, analyticsConsent }, use, testInfo) => {
    await prepareContext(context, siteId, analyticsConsent, engineOfProject(testInfo.project));
    await use(context);
  },
  newContext: async ({ browser, siteId, analyticsConsent }, use, testInfo) => {
    const made: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext(options);
      made.push(context);
      await prepareContext(context, siteId, analyticsConsent, engineOfProject(testInfo.project));
      return context;
    });
    await Promise.all(made.map((context) => context.close().catch(() => undefined)));
  },
});

export { expect };
