import type { TestDetails } from '@playwright/test';

/**
 * On which brands, and in which browser engines, a journey runs: declared by the journey itself
 * (the details of its `test.describe` or `test`), read by playwright.config.ts, whose projects pick
 * the journeys tagged for them, and printed by the summary reporter with the reason.
 *
 * - everyBrand: what the journey checks follows the brand's configuration or the platform's module
 *   flags for it (theme, languages, layout, plugin options, flags, currency, wallet mode), so the
 *   brands can differ and each one is walked.
 * - oneBrand: the subject takes nothing from the brand, or needs what one brand alone has (a
 *   module flag only one merchant has on); it runs on that brand.
 * - `firefox: true` adds the journey to the cross-engine set: Firefox ESR runs it on one brand (the
 *   one named, or the default brand for an every-brand journey).
 */
export const EVERY_BRAND_TAG = '@every-brand';
const BRAND_TAG = '@brand-';
const FIREFOX_TAG = '@firefox-';
/** The annotation type the summary reporter reads the reason from. */
export const BRANDS_ANNOTATION = 'brands';
/** Where an every-brand journey of the cross-engine set runs in Firefox. */
export const FIREFOX_BRAND = 'default';

interface Scope {
  /** Also in the cross-engine set (Firefox ESR, one brand). */
  firefox?: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A tag for `brand`, not matched by a longer brand id that starts with it. */
const tagged = (tag: string) => new RegExp(`${escape(tag)}(?![\\w-])`);

export function everyBrand(because: string, { firefox = false }: Scope = {}): TestDetails {
  return {
    tag: [EVERY_BRAND_TAG, ...(firefox ? [FIREFOX_TAG + FIREFOX_BRAND] : [])],
    annotation: { type: BRANDS_ANNOTATION, description: `every brand: ${because}` },
  };
}

export function oneBrand(
  brand: string,
  because: string,
  { firefox = false }: Scope = {},
): TestDetails {
  return {
    tag: [BRAND_TAG + brand, ...(firefox ? [FIREFOX_TAG + brand] : [])],
    annotation: { type: BRANDS_ANNOTATION, description: `${brand}: ${because}` },
  };
}

/** The journeys a brand's Chromium project runs: those for every brand and those for it alone. */
export function brandGrep(brand: string): RegExp {
  return new RegExp(`${escape(EVERY_BRAND_TAG)}(?![\\w-])|${tagged(BRAND_TAG + brand).source}`);
}

/** The journeys the cross-engine set runs on a brand in Firefox. */
export function firefoxGrep(brand: string): RegExp {
  return tagged(FIREFOX_TAG + brand);
}

/** Journeys that declare no brands at all: a project of their own fails each of them. */
export const DECLARED = new RegExp(`${escape(EVERY_BRAND_TAG)}|${escape(BRAND_TAG)}`);
