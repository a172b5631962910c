/**
 * The tests of a new plugin: a unit test of its page beside it (heading and the option that
 * hides the introduction) and a browser journey that reaches the page the way a person does,
 * from the menu the manifest puts it in, skipped on sites that do not enable the plugin.
 */
import { lines, type ScaffoldInput } from './plugin-scaffold-templates';

export function pageTest({ names }: ScaffoldInput): string {
  const { id, pascal } = names;
  return lines(
    '// @vitest-environment jsdom',
    "import { cleanup, render, screen } from '@testing-library/react';",
    "import i18next from 'i18next';",
    "import { initReactI18next } from 'react-i18next';",
    "import { afterEach, beforeAll, describe, expect, it } from 'vitest';",
    "import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';",
    `import type { ${pascal}Options } from '../../../generated/plugins/${id}';`,
    "import EN from '../locales/EN.json';",
    `import ${pascal}Page from './${pascal}Page';`,
    '',
    'beforeAll(async () => {',
    '  await i18next.use(initReactI18next).init({',
    "    lng: 'EN',",
    `    ns: ['${id}'],`,
    `    resources: { EN: { '${id}': EN } },`,
    '    react: { useSuspense: false },',
    '  });',
    '});',
    'afterEach(cleanup);',
    '',
    `function renderPage(options: ${pascal}Options) {`,
    `  const runtime = { site: { plugins: { '${id}': options } } } as unknown as Runtime;`,
    '  return render(',
    '    <RuntimeProvider value={runtime}>',
    `      <${pascal}Page />`,
    '    </RuntimeProvider>,',
    '  );',
    '}',
    '',
    `describe('${pascal}Page', () => {`,
    "  it('shows its heading and introduction', () => {",
    '    renderPage({ showIntro: true });',
    "    expect(screen.getByRole('heading', { level: 1, name: EN.title })).toBeTruthy();",
    '    expect(screen.getByText(EN.intro)).toBeTruthy();',
    '  });',
    '',
    "  it('leaves the introduction out where the site switches it off', () => {",
    '    renderPage({ showIntro: false });',
    '    expect(screen.queryByText(EN.intro)).toBeNull();',
    '  });',
    '});',
  );
}

export function journey({ names, menu }: ScaffoldInput): string {
  const { id, display, path } = names;
  const url = `/${path.replace(/\//g, '\\/')}$/`;
  const opening = (
    menu === 'account'
      ? [
          `  test('a member opens ${display} from the account menu', async ({`,
          '    page,',
          '    request,',
          '    emulator,',
          '    lang,',
          '  }) => {',
          "    const core = locale('core', lang);",
          `    const texts = locale('${id}', lang);`,
          '    await skipAnnouncementPopups(page);',
          "    await page.goto('/');",
          "    await signInAs(page, request, emulator, 'demo', 'Demo1234');",
          '    await page.reload();',
          '    await page',
          "      .getByRole('button', { name: translate(core, 'header.account_menu', { name: 'demo' }) })",
          '      .click();',
          "    await page.getByRole('link', { name: translate(texts, 'menu') }).click();",
        ]
      : [
          `  test('a visitor opens ${display} from the side menu', async ({ page, lang }) => {`,
          "    const core = locale('core', lang);",
          `    const texts = locale('${id}', lang);`,
          '    await skipAnnouncementPopups(page);',
          "    await page.goto('/');",
          "    const menu = page.getByRole('navigation', { name: translate(core, 'side.label') });",
          "    await menu.getByRole('link', { name: translate(texts, 'menu') }).click();",
        ]
  ).join('\n');
  return lines(
    menu === 'account' && "import { signInAs } from './support/apiLogin';",
    "import { skipAnnouncementPopups } from './support/auth';",
    "import { expect, locale, test, translate } from './support/site';",
    '',
    `/** ${display} as a person uses it; skipped on sites that do not enable the plugin. */`,
    `test.describe('${id}', () => {`,
    '  test.beforeEach(({ site }) => {',
    `    test.skip(!('${id}' in site.plugins), '${id} not enabled on this site');`,
    '  });',
    '',
    opening,
    `    await expect(page).toHaveURL(${url});`,
    '    await expect(',
    "      page.getByRole('heading', { level: 1, name: translate(texts, 'title') }),",
    '    ).toBeVisible();',
    '  });',
    '});',
  );
}
