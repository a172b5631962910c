import { describe, expect, it } from 'vitest';
import { activatePlugins } from './activatePlugins';
import { definePlugin, type ModuleFlag, type PluginDefinition } from './definePlugin';

const plugin = (id: string, requires?: ModuleFlag[]): PluginDefinition =>
  definePlugin({ id, ...(requires ? { requires } : {}) });

describe('activatePlugins', () => {
  const all = [
    plugin('lobby'),
    plugin('points-mall', ['PTSYS3']),
    plugin('contracts', ['SIGNCONDIV3', 'DAILYSALCONT3']),
    plugin('help'),
  ];

  it('mounts a plugin only when the site enables it and every required flag is on', () => {
    const { active, inactive } = activatePlugins(
      all,
      new Set(['lobby', 'points-mall', 'contracts']),
      new Set(['COMM3', 'PTSYS3', 'SIGNCONDIV3']),
    );
    expect(active.map((p) => p.id)).toEqual(['lobby', 'points-mall']);
    expect(inactive).toEqual([
      { id: 'contracts', reason: 'flags-off', missingFlags: ['DAILYSALCONT3'] },
      { id: 'help', reason: 'not-enabled', missingFlags: [] },
    ]);
  });

  it('reports every missing flag, not only the first', () => {
    const { active, inactive } = activatePlugins(all, new Set(['contracts']), new Set(['COMM3']));
    expect(active).toEqual([]);
    expect(inactive.find((p) => p.id === 'contracts')).toEqual({
      id: 'contracts',
      reason: 'flags-off',
      missingFlags: ['SIGNCONDIV3', 'DAILYSALCONT3'],
    });
  });

  it('reports not-enabled before looking at flags, even when flags are also missing', () => {
    const { inactive } = activatePlugins([plugin('points-mall', ['PTSYS3'])], new Set(), new Set());
    expect(inactive).toEqual([{ id: 'points-mall', reason: 'not-enabled', missingFlags: [] }]);
  });

  it('keeps the declared order of the plugin list, not the order of the enabled set', () => {
    const { active } = activatePlugins(
      all,
      new Set(['help', 'points-mall', 'lobby']),
      new Set(['PTSYS3']),
    );
    expect(active.map((p) => p.id)).toEqual(['lobby', 'points-mall', 'help']);
  });

  it('returns the very plugin objects it was given', () => {
    const { active } = activatePlugins(all, new Set(['lobby']), new Set());
    expect(active[0]).toBe(all[0]);
  });
});
