import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { slotTableMarkdown } from './slotDocs';
import { SLOTS, SLOT_NAMES } from './slots';

const root = join(import.meta.dirname, '../..');

/** Every non-test source file of core/ and plugins/, with its text. */
function sources(): { path: string; text: string }[] {
  return ['core', 'plugins'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => {
        const path = join(root, dir, file);
        return { path: relative(root, path), text: readFileSync(path, 'utf8') };
      }),
  );
}

/** How a slot of each kind is rendered: an outlet, a menu reading it, the centre frame. */
const RENDER_PATTERN = {
  component: (name: string) => new RegExp(`<SlotOutlet\\s+name="${name}"`),
  link: (name: string) => new RegExp(`registry\\.slots\\.${name}\\b`),
  page: (name: string) => new RegExp(`<CentreFrame\\s+slot="${name}"`),
} as const;

describe('the slot declaration', () => {
  const files = sources().filter((file) => !file.path.startsWith('core/plugin/'));

  it.each(SLOT_NAMES)(
    'slot %s is rendered somewhere (a slot nothing renders does not exist)',
    (name) => {
      const pattern = RENDER_PATTERN[SLOTS[name]](name);
      const renderers = files.filter((file) => pattern.test(file.text)).map((file) => file.path);
      expect(renderers, `nothing renders slot ${name}`).not.toEqual([]);
    },
  );

  it('is the table the README shows', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const table = slotTableMarkdown(SLOTS);
    expect(readme, `README.md must hold this slot table:\n${table}`).toContain(table);
  });
});
