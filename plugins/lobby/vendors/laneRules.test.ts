import { describe, expect, it } from 'vitest';
import type { VendorCard, VendorLane } from '../types';
import { applyLaneRules, prizeMode, vendorImageKey, vendorImageUrl } from './laneRules';

const card = (vassalage: string, gameType = 'X'): VendorCard => ({
  vassalage,
  gameType,
  displayName: vassalage,
  maintenance: false,
  freeplay: false,
  appNewWindow: false,
  seamlessStatus: false,
  gameCount: 1,
});
const lane = (title: string, ...vendors: string[]): VendorLane => ({
  title,
  cards: vendors.map((v) => card(v, title)),
});
const titles = (lanes: VendorLane[]) =>
  lanes.map((l) => `${l.title}:${l.cards.map((c) => c.vassalage).join(',')}`);
const none = { esportsVendors: [], cockfightVendors: [], inhouseVendors: [] };

describe('applyLaneRules (§4 vendor data)', () => {
  it('leaves the lanes alone with the default empty lists', () => {
    const lanes = [lane('SPORTS', 'BTI', 'SABA'), lane('RNG', 'PG')];
    expect(titles(applyLaneRules(lanes, none))).toEqual(['SPORTS:BTI,SABA', 'RNG:PG']);
  });

  it('moves e-sports and cockfight vendors out of SPORTS into lanes right after it', () => {
    const lanes = [lane('LIVE', 'EVO'), lane('SPORTS', 'BTI', 'TF', 'SV388'), lane('RNG', 'PG')];
    const result = applyLaneRules(lanes, {
      ...none,
      esportsVendors: ['TF'],
      cockfightVendors: ['SV388'],
    });
    expect(titles(result)).toEqual([
      'LIVE:EVO',
      'SPORTS:BTI',
      'ESPORTS:TF',
      'COCKFIGHT:SV388',
      'RNG:PG',
    ]);
  });

  it('adds to an existing lane without duplicates', () => {
    const lanes = [lane('SPORTS', 'BTI', 'TF'), lane('ESPORTS', 'TF', 'IA')];
    expect(titles(applyLaneRules(lanes, { ...none, esportsVendors: ['TF'] }))).toEqual([
      'SPORTS:BTI',
      'ESPORTS:TF,IA',
    ]);
  });

  it('turns excluded RNG vendors into the INHOUSE lane right after RNG', () => {
    const lanes = [lane('RNG', 'PG', 'OWN1', 'JDB', 'OWN2'), lane('PVP', 'KM')];
    expect(titles(applyLaneRules(lanes, { ...none, inhouseVendors: ['OWN1', 'OWN2'] }))).toEqual([
      'RNG:PG,JDB',
      'INHOUSE:OWN1,OWN2',
      'PVP:KM',
    ]);
  });

  it('does not change its input', () => {
    const lanes = [lane('SPORTS', 'BTI', 'TF')];
    applyLaneRules(lanes, { ...none, esportsVendors: ['TF'] });
    expect(titles(lanes)).toEqual(['SPORTS:BTI,TF']);
  });
});

describe('prizeMode', () => {
  it('is ELOTT when the e-lottery lane has TCG_LOTTO_VN or LOTT, otherwise LOTT', () => {
    expect(prizeMode([lane('ELOTT', 'TCG_LOTTO_VN')])).toBe('ELOTT');
    expect(prizeMode([lane('ELOTT', 'LOTT')])).toBe('ELOTT');
    expect(prizeMode([lane('ELOTT', 'TCG_SEA')])).toBe('LOTT');
    expect(prizeMode([lane('LOTT', 'LOTT')])).toBe('LOTT');
    expect(prizeMode([])).toBe('LOTT');
  });
});

describe('vendorImageKey (§9)', () => {
  it('gives BTI its colour image and LOTT the ELOTT image in lottery lanes', () => {
    expect(vendorImageKey({ vassalage: 'BTI' }, 'SPORTS')).toBe('BTI_COLOR');
    expect(vendorImageKey({ vassalage: 'LOTT' }, 'LOTT')).toBe('ELOTT');
    expect(vendorImageKey({ vassalage: 'LOTT' }, 'ELOTT')).toBe('ELOTT');
    expect(vendorImageKey({ vassalage: 'PG' }, 'RNG')).toBe('PG');
  });
});

describe('vendorImageUrl', () => {
  it('swaps the file name for the image key and leaves other vendors alone', () => {
    expect(vendorImageUrl({ vassalage: 'BTI', iconUrl: '/v/BTI.svg' }, 'SPORTS')).toBe(
      '/v/BTI_COLOR.svg',
    );
    expect(
      vendorImageUrl({ vassalage: 'LOTT', iconUrl: 'https://cdn.example/v/LOTT.png?x=1' }, 'LOTT'),
    ).toBe('https://cdn.example/v/ELOTT.png?x=1');
    expect(vendorImageUrl({ vassalage: 'PG', iconUrl: '/v/PG.svg' }, 'RNG')).toBe('/v/PG.svg');
    expect(vendorImageUrl({ vassalage: 'PG' }, 'RNG')).toBeUndefined();
  });
});
