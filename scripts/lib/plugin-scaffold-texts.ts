/**
 * The first texts of a scaffolded plugin, in every registered language. They say what the page
 * is and where its texts live, so the author replaces them; each language's wording differs from
 * English, as the locale tests require of a real translation. Adding a language to
 * schemas/languages.json makes the compiler ask for its entry here.
 */
import type { LangCode } from '../../generated/languages';
import type { PluginNames } from './plugin-scaffold-names';

/** The keys of a scaffolded plugin's locale files. */
export interface ScaffoldTexts {
  /** The menu entry. */
  menu: string;
  /** The page's heading. */
  title: string;
  /** The introduction under the heading. */
  intro: string;
}

type TextsFor = (names: PluginNames) => ScaffoldTexts;

export const SCAFFOLD_TEXTS: Record<LangCode, TextsFor> = {
  EN: ({ id, display }) => ({
    menu: `${display} (new)`,
    title: `New page: ${display}`,
    intro: `This page belongs to the ${display} plugin. Write its texts in plugins/${id}/locales/, one file per language.`,
  }),
  CN: ({ id, display }) => ({
    menu: `${display}（新）`,
    title: `新页面：${display}`,
    intro: `此页面属于 ${display} 插件。请在 plugins/${id}/locales/ 中编写其文字，每种语言一个文件。`,
  }),
  KM: ({ id, display }) => ({
    menu: `${display} (ថ្មី)`,
    title: `ទំព័រថ្មី៖ ${display}`,
    intro: `ទំព័រនេះជារបស់កម្មវិធីបន្ថែម ${display}។ សូមសរសេរអត្ថបទរបស់វានៅក្នុង plugins/${id}/locales/ មួយឯកសារសម្រាប់ភាសានីមួយៗ។`,
  }),
};

/** The first texts in language `code`, or undefined while this file has none for it. */
export function scaffoldTexts(code: string, names: PluginNames): ScaffoldTexts | undefined {
  return Object.hasOwn(SCAFFOLD_TEXTS, code) ? SCAFFOLD_TEXTS[code as LangCode](names) : undefined;
}
