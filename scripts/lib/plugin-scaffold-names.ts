/**
 * The plugin id rule and the names plugin:new derives from an id: the import identifier in
 * plugins/index.ts, the component and type prefix, the route and the texts' display name.
 */

/** A refusal of plugin:new or its --remove, with the message to show. */
export class PluginScaffoldError extends Error {}

/** The id rule in words, read after "expected". */
export const PLUGIN_ID_RULE =
  'a plugin id of 2 to 31 lower-case letters, digits and hyphens, starting with a letter, with no hyphen at the end or next to another (e.g. "rewards" or "manual-rebate")';

const PLUGIN_ID = /^(?=.{2,31}$)[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Words an import identifier may not be (plugins/index.ts imports each plugin under one). */
const RESERVED = new Set(
  (
    'await break case catch class const continue debugger default delete do else enum export ' +
    'extends false finally for function if implements import in instanceof interface let new ' +
    'null package private protected public return static super switch this throw true try ' +
    'typeof var void while with yield plugins'
  ).split(' '),
);

/** Names derived from a plugin id. */
export interface PluginNames {
  /** `manual-rebate`: folder, i18n namespace, site.json key, CSS prefix. */
  id: string;
  /** `manualRebate`: the import in plugins/index.ts and the route. */
  camel: string;
  /** `ManualRebate`: components (`ManualRebatePage`) and the options type (`ManualRebateOptions`). */
  pascal: string;
  /** `Manual Rebate`: the first wording of its texts, until the author writes real ones. */
  display: string;
  /** `/manualRebate`: the page's path, in the spec's camel-case habit (`/pointMall`). */
  path: string;
}

const capital = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** Checks `id` against the rule; throws a {@link PluginScaffoldError} saying why it is refused. */
export function pluginNames(id: string): PluginNames {
  if (!PLUGIN_ID.test(id))
    throw new PluginScaffoldError(`invalid id ${JSON.stringify(id)}: expected ${PLUGIN_ID_RULE}`);
  if (id === 'core')
    throw new PluginScaffoldError('invalid id "core": it is core\'s own i18n namespace');
  const words = id.split('-');
  const camel = words.map((word, i) => (i === 0 ? word : capital(word))).join('');
  if (RESERVED.has(camel))
    throw new PluginScaffoldError(
      `invalid id ${JSON.stringify(id)}: "${camel}" cannot name its import in plugins/index.ts; choose another id`,
    );
  return {
    id,
    camel,
    pascal: capital(camel),
    display: words.map(capital).join(' '),
    path: `/${camel}`,
  };
}
