import { describe, expect, it } from 'vitest';
import { resolveFlags } from './resolveFlags';

describe('resolveFlags', () => {
  it('always contains COMM3, even from an empty tree', () => {
    expect([...resolveFlags([])]).toEqual(['COMM3']);
  });

  it('keeps COMM3 on when the platform sends it switched off', () => {
    expect(resolveFlags([{ modId: 'COMM3', enabled: false }]).has('COMM3')).toBe(true);
  });

  it('flattens nested groups of enabled modules', () => {
    const flags = resolveFlags([
      {
        modId: 'WALLET',
        enabled: true,
        children: [
          { modId: 'DEP3', enabled: true },
          { modId: 'WD3', enabled: false },
          { modId: 'REWARDS', enabled: true, children: [{ modId: 'PTSYS3', enabled: true }] },
        ],
      },
      { modId: 'REG3', enabled: true },
    ]);
    expect([...flags].sort()).toEqual(['COMM3', 'DEP3', 'PTSYS3', 'REG3', 'REWARDS', 'WALLET']);
  });

  it('hides every child of a disabled parent, however deep and however enabled', () => {
    const flags = resolveFlags([
      {
        modId: 'AGENT',
        enabled: false,
        children: [
          { modId: 'SIGNCONDIV3', enabled: true },
          { modId: 'TEAM', enabled: true, children: [{ modId: 'HOURSAL3', enabled: true }] },
        ],
      },
    ]);
    expect(flags.has('AGENT')).toBe(false);
    expect(flags.has('SIGNCONDIV3')).toBe(false);
    expect(flags.has('HOURSAL3')).toBe(false);
  });

  it('hides children under a disabled group in the middle of the tree only', () => {
    const flags = resolveFlags([
      {
        modId: 'TOP',
        enabled: true,
        children: [
          { modId: 'MID', enabled: false, children: [{ modId: 'LEAF', enabled: true }] },
          { modId: 'SIBLING', enabled: true },
        ],
      },
    ]);
    expect(flags.has('TOP')).toBe(true);
    expect(flags.has('MID')).toBe(false);
    expect(flags.has('LEAF')).toBe(false);
    expect(flags.has('SIBLING')).toBe(true);
  });
});
