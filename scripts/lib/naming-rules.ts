/**
 * The two names of a brand and their rules, read from the site schema so that site:new,
 * site:check and editors say the same thing: the brand id (folder under sites/, host name
 * `<id>.localhost`, may contain hyphens) and the merchant code the platform knows the brand by
 * (letters and digits only: the platform, and so the emulator, refuse anything else).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_DIR } from './repo-paths';

/** A naming rule: the pattern a name must match and the same rule in plain words. */
export interface NamingRule {
  pattern: RegExp;
  /** Reads after "expected": `a brand id of 2 to 31 … (e.g. "lucky-star")`. */
  words: string;
}

interface PatternSchema {
  pattern: string;
  patternErrorMessage: string;
}

interface SiteSchemaNames {
  properties: {
    id: PatternSchema;
    platform: { properties: { merchantCode: PatternSchema } };
  };
}

function ruleOf(schema: PatternSchema): NamingRule {
  return { pattern: new RegExp(schema.pattern, 'u'), words: schema.patternErrorMessage };
}

let rules: { siteId: NamingRule; merchantCode: NamingRule } | undefined;

function load(): NonNullable<typeof rules> {
  if (!rules) {
    const schema = JSON.parse(
      readFileSync(join(SCHEMAS_DIR, 'site.schema.json'), 'utf8'),
    ) as SiteSchemaNames;
    rules = {
      siteId: ruleOf(schema.properties.id),
      merchantCode: ruleOf(schema.properties.platform.properties.merchantCode),
    };
  }
  return rules;
}

/** The brand id rule (schemas/site.schema.json `/properties/id`). */
export function siteIdRule(): NamingRule {
  return load().siteId;
}

/** The merchant code rule (schemas/site.schema.json `platform.merchantCode`). */
export function merchantCodeRule(): NamingRule {
  return load().merchantCode;
}

/** The merchant code site:new proposes for a brand id: its letters and digits, at most 16. */
export function merchantCodeFor(siteId: string): string {
  return siteId.replace(/[^a-z0-9]/g, '').slice(0, 16);
}
