import { describe, expect, it } from 'vitest';
import { localText } from './localText';

describe('localText', () => {
  it('picks the language, then English, then any text, then nothing', () => {
    expect(localText({ EN: 'Sports', CN: '体育', KM: 'កីឡា' }, 'KM')).toBe('កីឡា');
    expect(localText({ EN: 'Sports', CN: '体育' }, 'KM')).toBe('Sports');
    expect(localText({ CN: '体育' }, 'KM')).toBe('体育');
    expect(localText({}, 'EN')).toBe('');
  });
});
