import { describe, expect, it } from 'vitest';
import { preloadList } from './preloadLists';

const chunk = (imports: string[] = [], css: string[] = []) => ({
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

// The entry imports the runtime; a page imports a shared part, which imports the runtime too.
const bundle = {
  'assets/index.js': chunk(['assets/runtime.js']),
  'assets/runtime.js': chunk(),
  'assets/Page.js': chunk(['assets/shared.js', 'assets/runtime.js']),
  'assets/shared.js': chunk(['assets/runtime.js']),
  'assets/Styled.js': chunk(['assets/shared.js'], ['assets/Styled.css']),
  'assets/Plain.js': chunk(['assets/shared.js']),
  'assets/WithStyledPart.js': chunk(['assets/part.js']),
  'assets/part.js': chunk([], ['assets/part.css']),
};

describe('preloadList', () => {
  it('leaves out the imported chunk itself where nothing on the list has styles', () => {
    expect(
      preloadList(
        'assets/Plain.js',
        ['assets/Plain.js', 'assets/shared.js'],
        'assets/Page.js',
        bundle,
      ),
    ).toEqual([]);
    expect(
      preloadList(
        'assets/Plain.js',
        ['assets/Plain.js', 'assets/shared.js'],
        'assets/index.js',
        bundle,
      ),
    ).toEqual(['assets/shared.js']);
  });

  it("keeps it where the helper first waits for styles, its own or a part's", () => {
    const styled = ['assets/Styled.js', 'assets/shared.js'];
    expect(preloadList('assets/Styled.js', styled, 'assets/index.js', bundle)).toEqual(styled);
    const part = ['assets/WithStyledPart.js', 'assets/part.js'];
    expect(preloadList('assets/WithStyledPart.js', part, 'assets/index.js', bundle)).toEqual(part);
  });

  it('leaves out what the calling chunk imports itself, directly or not', () => {
    const deps = ['assets/Page.js', 'assets/shared.js', 'assets/runtime.js'];
    expect(preloadList('assets/Page.js', deps, 'assets/index.js', bundle)).toEqual([
      'assets/shared.js',
    ]);
  });

  it('keeps the list as Vite made it without the output, or for a chunk it does not know', () => {
    const deps = ['assets/Plain.js', 'assets/shared.js'];
    expect(preloadList('assets/Plain.js', deps, 'assets/index.js', null)).toEqual(deps);
    const unknown = ['assets/Other.js', 'assets/shared.js'];
    expect(preloadList('assets/Other.js', unknown, 'assets/index.js', bundle)).toEqual(unknown);
  });
});
