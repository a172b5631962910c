import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../api/request';
import { loadPlatformState } from './loadPlatformState';

vi.mock('../api/request', () => ({ request: vi.fn() }));

const requestMock = vi.mocked(request) as unknown as ReturnType<
  typeof vi.fn<(name: string, params: unknown) => Promise<unknown>>
>;

const status = (overrides: Record<string, unknown>) => ({
  status: 0,
  maintenance: false,
  regionRestriction: false,
  maintenanceMessage: '',
  ...overrides,
});

function answer(statusValue: unknown, tree: unknown = []): void {
  requestMock.mockImplementation((name) => {
    if (name === 'status') return Promise.resolve(statusValue);
    if (name === 'whitelabel') return Promise.resolve(tree);
    return Promise.reject(new Error(`unexpected call ${name}`));
  });
}

beforeEach(() => {
  requestMock.mockReset();
});

describe('loadPlatformState', () => {
  it('reads the whitelabel flags of an open site', async () => {
    answer(status({}), [
      { modId: 'PTSYS3', enabled: true },
      { modId: 'REG3', enabled: false },
    ]);
    const state = await loadPlatformState();
    expect(state.kind).toBe('open');
    expect(state.kind === 'open' && [...state.flags].sort()).toEqual(['COMM3', 'PTSYS3']);
    expect(requestMock.mock.calls.map(([name]) => name)).toEqual(['status', 'whitelabel']);
  });

  it.each([
    ['status 1', { status: 1 }],
    ['the maintenance flag', { maintenance: true }],
    ['status 2 with the maintenance flag', { status: 2, maintenance: true }],
    ['status 1 with a region restriction', { status: 1, regionRestriction: true }],
  ])('reports maintenance for %s, without asking for flags', async (_label, overrides) => {
    answer(status(overrides));
    const state = await loadPlatformState();
    expect(state.kind).toBe('maintenance');
    expect(state.permission).toEqual(status(overrides));
    expect(requestMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['status 2', { status: 2 }],
    ['the region restriction flag', { regionRestriction: true }],
  ])('reports a region block for %s, without asking for flags', async (_label, overrides) => {
    answer(status(overrides));
    expect((await loadPlatformState()).kind).toBe('region-blocked');
    expect(requestMock).toHaveBeenCalledTimes(1);
  });

  it('lets a failed status call fail start-up', async () => {
    requestMock.mockRejectedValue(new Error('down'));
    await expect(loadPlatformState()).rejects.toThrow('down');
  });
});
