/**
 * The files of a new plugin in the house layout (README "Adding a plugin"), as text. Each one is
 * the smallest working example of its kind, written to be edited: a manifest with one route and
 * one menu link, its platform calls, a page with its heading, a component, styles loaded with the
 * page's chunk and an options schema whose default reaches the page. Its tests are in
 * plugin-scaffold-test-templates.ts.
 */
import type { PluginNames } from './plugin-scaffold-names';
import type { ScaffoldTexts } from './plugin-scaffold-texts';

/** Where the plugin's link goes: the side menu (anyone) or the account menu (members). */
export type MenuPlace = 'side' | 'account';

/** An endpoint of schemas/api/endpoints.json the plugin starts with. */
export interface ScaffoldEndpoint {
  name: string;
  method: string;
}

/** What the templates are filled with. */
export interface ScaffoldInput {
  names: PluginNames;
  menu: MenuPlace;
  endpoint?: ScaffoldEndpoint;
}

/** Joins the lines of a file, leaving out those a variant does not have (`false`). */
export const lines = (...parts: Array<string | false>): string =>
  `${parts.filter((part): part is string => part !== false).join('\n')}\n`;

export function manifest({ names, menu }: ScaffoldInput): string {
  const { id, pascal, display, path } = names;
  const members = menu === 'account';
  return lines(
    "import { definePlugin } from '../../core/plugin/definePlugin';",
    `import options from '../../schemas/plugins/${id}.schema.json';`,
    '',
    members
      ? `/** ${display}: a members' page (${path}) and its entry in the account menu. */`
      : `/** ${display}: its page (${path}) and the side-menu entry that leads there. */`,
    'export default definePlugin({',
    `  id: '${id}',`,
    '  options,',
    members
      ? `  routes: [{ path: '${path}', page: () => import('./pages/${pascal}Page'), auth: true }],`
      : `  routes: [{ path: '${path}', page: () => import('./pages/${pascal}Page') }],`,
    '  slots: {',
    members
      ? `    accountMenu: [{ key: '${id}', label: 'menu', to: '${path}', order: 100, audience: 'member' }],`
      : `    sideMenu: [{ key: '${id}', label: 'menu', to: '${path}', order: 100 }],`,
    '  },',
    '  locales: (lang) => import(`./locales/${lang}.json`),',
    '});',
  );
}

/** `pointBalance` → `PointBalance`, for the hook and type names. */
const pascalOf = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

export function api({ names, endpoint }: ScaffoldInput): string {
  if (!endpoint)
    return lines(
      '/**',
      ` * ${names.display}'s platform calls: none yet. Add each as a hook over core's request() with`,
      ' * an endpoint of schemas/api/endpoints.json, as plugins/points-mall/api.ts does.',
      ' */',
      'export {};',
    );
  const { name, method } = endpoint;
  const type = `${pascalOf(name)}Params`;
  const head = [
    "import { request } from '../../core/api/request';",
    "import type { ApiTypes } from '../../generated/api';",
    '',
    `/** What ${name} (schemas/api/endpoints.json) takes. */`,
    `export type ${type} = ApiTypes['${name}']['request'];`,
    '',
  ];
  if (method === 'GET')
    return lines(
      "import { useQuery } from '@tanstack/react-query';",
      ...head,
      `/** ${names.display}'s data from ${name}, cached per parameters. */`,
      `export function use${pascalOf(name)}(params: ${type}) {`,
      '  return useQuery({',
      `    queryKey: ['${names.id}', '${name}', params],`,
      `    queryFn: ({ signal }) => request('${name}', params, { signal }),`,
      '  });',
      '}',
    );
  return lines(
    "import { useMutation } from '@tanstack/react-query';",
    ...head,
    `/** Sends ${name}; like every mutation it is never retried (core/api/request.ts). */`,
    `export function use${pascalOf(name)}() {`,
    '  return useMutation({',
    `    mutationFn: (params: ${type}) => request('${name}', params),`,
    '  });',
    '}',
  );
}

export function page({ names }: ScaffoldInput): string {
  const { id, pascal, display, path } = names;
  return lines(
    `import '../${id}.css';`,
    "import { useTranslation } from 'react-i18next';",
    "import { usePluginOptions } from '../../../core/runtime/RuntimeContext';",
    `import { ${pascal}Intro } from '../components/${pascal}Intro';`,
    '',
    `/** ${display}'s page (${path}): its heading, then its content. */`,
    `export default function ${pascal}Page() {`,
    `  const { t } = useTranslation('${id}');`,
    `  const { showIntro } = usePluginOptions('${id}');`,
    '  return (',
    `    <div className="wl-page wl-${id}">`,
    '      <h1 className="wl-section-title">{t(\'title\')}</h1>',
    `      {showIntro && <${pascal}Intro />}`,
    '    </div>',
    '  );',
    '}',
  );
}

export function component({ names }: ScaffoldInput): string {
  const { id, pascal, display } = names;
  return lines(
    "import { useTranslation } from 'react-i18next';",
    '',
    `/** What ${display} is for, in the reader's language; a site may hide it (\`showIntro\`). */`,
    `export function ${pascal}Intro() {`,
    `  const { t } = useTranslation('${id}');`,
    `  return <p className="wl-${id}__intro">{t('intro')}</p>;`,
    '}',
  );
}

export function styles({ names }: ScaffoldInput): string {
  const { id, pascal, display } = names;
  return lines(
    `/* ${display}'s own look, loaded with its page's chunk (pages/${pascal}Page.tsx imports it). */`,
    `.wl-${id}__intro {`,
    '  max-width: 60ch;',
    '  color: var(--wl-text-muted);',
    '}',
  );
}

export function optionsSchema({ names }: ScaffoldInput): string {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: `${names.pascal}Options`,
    description: `Options of the ${names.id} plugin.`,
    type: 'object',
    additionalProperties: false,
    properties: {
      showIntro: {
        type: 'boolean',
        default: true,
        description: 'Whether the page shows its introduction under the heading.',
      },
    },
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

export function localeFile(texts: ScaffoldTexts): string {
  return `${JSON.stringify(texts, null, 2)}\n`;
}
