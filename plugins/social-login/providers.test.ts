import { describe, expect, it } from 'vitest';
import optionsSchema from '../../schemas/plugins/social-login.schema.json';
import { offeredProviders } from './providers';

describe('offeredProviders', () => {
  const all = new Set(['GOOGLELOGIN3', 'FACEBOOKLOGIN3', 'TELEGRAMLOGIN3', 'LINELOGIN3']);

  it('keeps the site order and drops providers whose flag is off', () => {
    expect(offeredProviders({ providers: ['line', 'twitter', 'google'] }, all)).toEqual([
      'line',
      'google',
    ]);
  });

  it('offers telegram, facebook, google where the site names none (the schema default)', () => {
    expect(optionsSchema.properties.providers.default).toEqual(['telegram', 'facebook', 'google']);
  });

  it('offers nothing when every flag is off', () => {
    expect(offeredProviders({ providers: ['google'] }, new Set(['COMM3']))).toEqual([]);
  });
});
