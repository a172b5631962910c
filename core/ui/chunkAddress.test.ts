import { describe, expect, it } from 'vitest';
import { chunkAddressIn, chunkAddressOf } from './chunkAddress';

const BUILT_BASE = 'http://angkor.localhost:4511/assets/index-CE8sBHt1.js';

describe('chunkAddressIn', () => {
  it('resolves the one chunk of a built loader next to the shell chunk', () => {
    // as the production build writes a plugin's page loader
    const source =
      '()=>j(()=>import(`./HelpPage-w2HEJ2rj.js`),__vite__mapDeps([37,1,38,39,20,16,40]))';
    expect(chunkAddressIn(source, BUILT_BASE)).toBe(
      'http://angkor.localhost:4511/assets/HelpPage-w2HEJ2rj.js',
    );
    expect(
      chunkAddressIn('()=>j(()=>import("./slots-BsVYtADQ.js").then(e=>e.r),[14])', BUILT_BASE),
    ).toBe('http://angkor.localhost:4511/assets/slots-BsVYtADQ.js');
  });

  it('resolves a development loader, whose specifier is an absolute path', () => {
    expect(
      chunkAddressIn(
        '() => import("/plugins/help/pages/HelpPage.tsx")',
        'http://localhost:5173/core/ui/chunkAddress.ts',
      ),
    ).toBe('http://localhost:5173/plugins/help/pages/HelpPage.tsx');
  });

  it('names nothing when the loader imports several chunks or none', () => {
    const locales =
      '(e)=>i(Object.assign({"./locales/CN.json":()=>import(`./locale-CN-a.js`),"./locales/EN.json":()=>import(`./locale-EN-b.js`)}),`./locales/${e}.json`,3)';
    expect(chunkAddressIn(locales, BUILT_BASE)).toBeNull();
    expect(chunkAddressIn('() => Promise.resolve({ default: X })', BUILT_BASE)).toBeNull();
    expect(chunkAddressIn('(lang) => import(`./locales/${lang}.json`)', BUILT_BASE)).toBeNull();
  });
});

describe('chunkAddressOf', () => {
  it("reads the loader's own code", () => {
    // Built from text so the test runner's transform leaves the import() as the build would.
    const load = new Function('return import(`./PointMallPage-x1.js`)') as () => unknown;
    expect(chunkAddressOf(load, BUILT_BASE)).toBe(
      'http://angkor.localhost:4511/assets/PointMallPage-x1.js',
    );
  });
});
