import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_PAGE_SIZE, readAllRows } from './api';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../core/api/request', () => ({ request }));

/** A report of `total` rows served in the export's pages. */
function serve(total: number) {
  request.mockImplementation((_name: string, query: { pageNo: number; pageSize: number }) => {
    const start = (query.pageNo - 1) * query.pageSize;
    const list = Array.from(
      { length: Math.max(0, Math.min(query.pageSize, total - start)) },
      (_, i) => ({
        account: `p${start + i}`,
      }),
    );
    return Promise.resolve({ total, totalPages: Math.ceil(total / query.pageSize), list });
  });
}

afterEach(() => request.mockReset());

describe('readAllRows', () => {
  it('hands every page over as it arrives, one call at a time', async () => {
    serve(250);
    const slices: number[] = [];
    const read = await readAllRows(
      'agentUserLoss',
      { from: '2026-11-01', to: '2026-11-23', utcOffset: 0 },
      10_000,
      (rows) => slices.push(rows.length),
    );
    expect(slices).toEqual([100, 100, 50]);
    expect(read).toEqual({ count: 250, total: 250, cut: false });
    expect(request.mock.calls.map(([, q]) => (q as { pageSize: number }).pageSize)).toEqual(
      Array(3).fill(EXPORT_PAGE_SIZE),
    );
  });

  it('stops at the cap, cutting the last page, and says so', async () => {
    serve(1_000);
    const slices: number[] = [];
    const read = await readAllRows(
      'agentUserLoss',
      { from: '2026-11-01', to: '2026-11-23', utcOffset: 0 },
      230,
      (rows) => slices.push(rows.length),
    );
    expect(slices).toEqual([100, 100, 30]);
    expect(read).toEqual({ count: 230, total: 1_000, cut: true });
    expect(request).toHaveBeenCalledTimes(3);
  });
});
