import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import siteSchema from '../../schemas/site.schema.json';
import { REPO_ROOT } from './repo-paths';
import { checkSemantics } from './site-semantics';

describe('the site asset check', () => {
  it('requires the licence, partner and sponsor logos to exist inside the site folder', () => {
    const logo = (file: string) => ({ name: { EN: 'x' }, logo: file });
    const problems = checkSemantics({
      config: {
        id: 'default',
        layout: {
          footerBadges: {
            licences: [logo('assets/logo.svg'), logo('assets/missing.svg')],
            sponsors: [logo('../angkor/assets/logo.svg')],
          },
        },
      },
      siteDir: join(REPO_ROOT, 'sites/default'),
      folderName: 'default',
      siteSchema,
      knownPlugins: [],
    }).filter((problem) => problem.path.startsWith('/layout/footerBadges'));
    expect(problems).toEqual([
      {
        path: '/layout/footerBadges/licences/1/logo',
        message: 'expected an existing file, got "assets/missing.svg"',
      },
      {
        path: '/layout/footerBadges/sponsors/0/logo',
        message: 'expected a file inside the site folder, got "../angkor/assets/logo.svg"',
      },
    ]);
  });
});
