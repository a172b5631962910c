import { describe, expect, it } from 'vitest';
import {
  chunkLayout,
  isInitial,
  isLazyCore,
  joinsShell,
  joinsSlots,
  lazyRootsOf,
  localeChunkName,
  onlyLoadedBy,
} from './chunkLayout';
import { emptySlotRoots } from './slotRoots';

interface FakeModule {
  imports?: string[];
  lazy?: string[];
  entry?: boolean;
}

/** A module graph as the bundler describes it, from who imports whom. */
function graphOf(modules: Record<string, FakeModule>) {
  const info = (id: string) => {
    if (!(id in modules)) return null;
    const importers = Object.keys(modules).filter((other) => modules[other]?.imports?.includes(id));
    const dynamicImporters = Object.keys(modules).filter((other) =>
      modules[other]?.lazy?.includes(id),
    );
    return {
      id,
      isEntry: modules[id]?.entry ?? false,
      importers,
      dynamicImporters,
      importedIds: modules[id]?.imports ?? [],
    };
  };
  return { getModuleInfo: info } as unknown as Parameters<typeof isInitial>[1];
}

// main → boot → (react, core/ui/Modal); lazily: the nav slot, a home section and a page.
const graph = graphOf({
  '/app/main.tsx': { entry: true, imports: ['/core/boot.tsx'] },
  '/core/boot.tsx': {
    imports: ['/nm/react.js', '/core/ui/Modal.tsx', '/core/boot.tsx'],
    lazy: [
      '/plugins/a/Nav.tsx',
      '/plugins/a/Section.tsx',
      '/plugins/a/Page.tsx',
      '/core/boot/RetryCountdown.tsx',
      '/core/api/cipher.ts',
    ],
  },
  '/core/boot/RetryCountdown.tsx': { imports: ['/nm/react.js'] },
  '/core/api/cipher.ts': { imports: ['/core/api/wire/cipher.ts'] },
  '/core/api/wire/cipher.ts': {},
  '/nm/react.js': {},
  '/core/ui/Modal.tsx': { imports: ['/nm/react.js'] },
  '/core/ui/Tabs.tsx': { imports: ['/nm/react.js', '/core/ui/Modal.tsx'] },
  '/core/ui/SafeHtml.tsx': { imports: ['/nm/dompurify.js'] },
  '/core/ui/form/useSubmit.ts': { imports: ['/nm/react.js'] },
  '/core/centre/CentreFrame.tsx': { imports: ['/nm/react.js'] },
  '/nm/dompurify.js': {},
  '/plugins/a/Nav.tsx': { imports: ['/plugins/a/navItems.ts', '/plugins/a/Tile.tsx'] },
  '/plugins/a/navItems.ts': {},
  '/plugins/a/Section.tsx': { imports: ['/plugins/a/Tile.tsx', '/nm/carousel.js'] },
  '/nm/carousel.js': {},
  '/plugins/a/Page.tsx': { imports: ['/plugins/a/Tile.tsx', '/core/ui/Tabs.tsx'] },
  '/plugins/a/Tile.tsx': { imports: ['/core/ui/SafeHtml.tsx'] },
});

describe('chunk layout', () => {
  it('names one text chunk per language', () => {
    expect(localeChunkName('/repo/core/i18n/locales/KM.json')).toBe('locale-KM');
    expect(localeChunkName('C:\\repo\\plugins\\lobby\\locales\\EN.json')).toBe('locale-EN');
    expect(localeChunkName('/repo/plugins/lobby/locales.ts')).toBeNull();
    // A plugin's page texts (pageLocales) load with its pages, in a file of their own.
    expect(localeChunkName('/repo/plugins/promotions/locales/page/EN.json')).toBeNull();
    // Texts of plugins only signed-in people see travel apart from a visitor's first paint.
    const signedIn = new Set(['wallet']);
    expect(localeChunkName('/repo/plugins/wallet/locales/EN.json', signedIn)).toBe(
      'locale-EN-member',
    );
    expect(localeChunkName('/repo/plugins/lobby/locales/EN.json', signedIn)).toBe('locale-EN');
    expect(localeChunkName('/repo/core/i18n/locales/EN.json', signedIn)).toBe('locale-EN');
    expect(localeChunkName('/repo/core/i18n/locales/member/KM.json')).toBe('locale-KM-member');
    // The modules that hold each language's plugin texts (pluginTexts.ts) join the same files.
    expect(localeChunkName('\0virtual:wl-plugin-texts/KM')).toBe('locale-KM');
    expect(localeChunkName('\0virtual:wl-plugin-texts/member/CN')).toBe('locale-CN-member');
    expect(localeChunkName('\0virtual:wl-plugin-texts')).toBeNull();
  });

  it('knows what the entry reaches through static imports, cycles included', () => {
    expect(isInitial('/core/ui/Modal.tsx', graph)).toBe(true);
    expect(isInitial('/core/boot.tsx', graph)).toBe(true);
    expect(isInitial('/core/ui/Tabs.tsx', graph)).toBe(false);
    expect(isInitial('/plugins/a/Nav.tsx', graph)).toBe(false);
  });

  it('lets a core module join the shell only when it drags nothing in', () => {
    expect(joinsShell('/core/ui/Tabs.tsx', graph)).toBe(true);
    expect(joinsShell('/core/ui/SafeHtml.tsx', graph)).toBe(false);
    expect(joinsShell('/plugins/a/navItems.ts', graph)).toBe(false);
  });

  it('keeps a core module that core loads with import() out of the shell', () => {
    expect(joinsShell('/core/boot/RetryCountdown.tsx', graph)).toBe(false);
    // …and what only such a module uses, though it imports nothing beyond the shell.
    expect(joinsShell('/core/api/wire/cipher.ts', graph)).toBe(false);
  });

  it("keeps core's form parts out of the shell: only lazy forms use them", () => {
    expect(joinsShell('/core/ui/form/useSubmit.ts', graph)).toBe(false);
    expect(joinsShell('/core/centre/CentreFrame.tsx', graph)).toBe(false);
  });

  it('keeps the game frame and the image header checks out of the shell: only lazy pages use them', () => {
    expect(isLazyCore('/repo/core/ui/VendorFrame.tsx')).toBe(true);
    expect(isLazyCore('/repo/core/api/wire/imageHeader.ts')).toBe(true);
    expect(isLazyCore('/repo/core/api/wire/token.ts')).toBe(false);
  });

  it('finds the lazily loaded modules a module belongs to', () => {
    expect(lazyRootsOf('/plugins/a/navItems.ts', graph)).toEqual(new Set(['/plugins/a/Nav.tsx']));
    expect(lazyRootsOf('/plugins/a/Tile.tsx', graph)).toEqual(
      new Set(['/plugins/a/Nav.tsx', '/plugins/a/Section.tsx', '/plugins/a/Page.tsx']),
    );
  });

  it('groups only code that nothing but the given slots loads', () => {
    const nav = new Set(['/plugins/a/Nav.tsx']);
    const home = new Set(['/plugins/a/Section.tsx']);
    expect(onlyLoadedBy('/plugins/a/Nav.tsx', nav, graph)).toBe(true);
    expect(onlyLoadedBy('/plugins/a/navItems.ts', nav, graph)).toBe(true);
    expect(onlyLoadedBy('/nm/carousel.js', home, graph)).toBe(true);
    // Shared with a page: stays in a file of its own, so the page does not load the slots.
    expect(onlyLoadedBy('/plugins/a/Tile.tsx', nav, graph)).toBe(false);
    expect(onlyLoadedBy('/plugins/a/Tile.tsx', home, graph)).toBe(false);
    expect(onlyLoadedBy('/nowhere.ts', nav, graph)).toBe(false);
  });

  it('puts in the slots file what the every-page slots load, unless a page without the shell does', () => {
    const nav = new Set(['/plugins/a/Nav.tsx']);
    const slots = { everyPage: nav, noShell: new Set<string>() };
    expect(joinsSlots('/plugins/a/navItems.ts', slots, graph)).toBe(true);
    // Shared with a page and a home section: every page with the shell loads the slots anyway.
    expect(joinsSlots('/plugins/a/Tile.tsx', slots, graph)).toBe(true);
    expect(joinsSlots('/core/ui/SafeHtml.tsx', slots, graph)).toBe(true);
    // …but not when a page of the agent portal, which has no slots, loads it too.
    const agentPortal = { everyPage: nav, noShell: new Set(['/plugins/a/Page.tsx']) };
    expect(joinsSlots('/plugins/a/Tile.tsx', agentPortal, graph)).toBe(false);
    expect(joinsSlots('/plugins/a/navItems.ts', agentPortal, graph)).toBe(true);
    // Nothing the slots do not load.
    expect(joinsSlots('/nm/carousel.js', slots, graph)).toBe(false);
    expect(joinsSlots('/nowhere.ts', slots, graph)).toBe(false);
  });

  it('puts texts first, then the shell, then core form parts, then the slot groups', () => {
    const groups = chunkLayout(emptySlotRoots()).groups ?? [];
    expect(groups.map((group) => group.debugName)).toEqual([
      'locales',
      'shell',
      'forms',
      'member',
      'slots',
      'home',
    ]);
    const forms = groups.find((group) => group.debugName === 'forms');
    const name = forms?.name as (id: string) => string | null;
    expect(name('/repo/core/ui/form/useSubmit.ts')).toBe('forms');
    expect(name('/repo/core/ui/Modal.tsx')).toBeNull();
    const member = groups.find((group) => group.debugName === 'member');
    const memberName = member?.name as (id: string) => string | null;
    for (const id of [
      '/repo/core/centre/CentreFrame.tsx',
      '/repo/core/ui/money/formatAmount.ts',
      '/repo/core/ui/records/RecordsTable.tsx',
      '/repo/core/ui/form/UploadField.tsx',
      '/repo/core/ui/copyText.ts',
    ])
      expect(memberName(id)).toBe('member');
    expect(name('/repo/core/ui/form/UploadField.tsx')).toBeNull();
    expect(memberName('/repo/core/ui/form/useSubmit.ts')).toBeNull();
    const priorities = groups.map((group) => group.priority ?? 0);
    expect([...priorities].sort((a, b) => b - a)).toEqual(priorities);
  });
});
