import { describe, expect, it } from 'vitest';
import { sectionElementId, sectionFromHash } from './helpAnchor';

describe('help anchors', () => {
  it('prefixes safe ids and refuses the rest', () => {
    expect(sectionElementId('term')).toBe('help-term');
    expect(sectionElementId('__xss')).toBe('help-__xss');
    expect(sectionElementId('a b')).toBeNull();
    expect(sectionElementId('"><img>')).toBeNull();
    expect(sectionElementId('')).toBeNull();
  });

  it('reads the section from the address hash', () => {
    expect(sectionFromHash('#term')).toBe('term');
    expect(sectionFromHash('')).toBeNull();
    expect(sectionFromHash('#%E0%A4%A')).toBeNull();
    expect(sectionFromHash('#<svg>')).toBeNull();
  });
});
