// The team's figures for a run of periods (§4): the downline and all its descendants (members.upline_id),
// their SETTLED bets by the time they were placed, per member and per bucket (a local day, an hour, or
// the real-time salary's 5 minutes), read in one query and folded into periods here.
import type { Queryable } from '../money/ledger.js';
import type { MemberFigures, PeriodFigures } from './engine.js';
import { HOUR_MS, REALTIME_PERIOD_MS, type Span } from './periods.js';
import { DAY_MS } from '../handlers/missionPeriods.js';

interface BucketRow {
  member_id: number;
  bucket: number;
  bet: number;
  valid: number;
  win_loss: number;
}

/** Bucket size for a contract: an hour for the hourly salary, 5 minutes for the real-time salary, else a day. */
export function bucketMs(type: string): number {
  if (type === 'realtime') return REALTIME_PERIOD_MS;
  if (type === 'hourly') return HOUR_MS;
  return DAY_MS;
}

/** The team's figures for each span (contiguous, in order, each a whole number of buckets from the first start). */
export async function teamFigures(
  db: Queryable,
  downlineId: number,
  spans: Span[],
  type: string,
): Promise<PeriodFigures[]> {
  if (spans.length === 0) return [];
  const from = spans[0]!.start;
  const to = spans.at(-1)!.end;
  const size = bucketMs(type);
  const { rows } = await db.query<BucketRow>(
    `WITH RECURSIVE team AS (
       SELECT id FROM members WHERE id = $1
       UNION ALL SELECT m.id FROM members m JOIN team t ON m.upline_id = t.id
     )
     SELECT b.member_id,
            floor((extract(epoch FROM b.placed_at) * 1000 - $2::float8) / $4::float8)::int AS bucket,
            sum(b.bet_cents)::float8 AS bet, sum(b.valid_bet_cents)::float8 AS valid,
            sum(b.payout_cents - b.bet_cents)::float8 AS win_loss
       FROM bets b JOIN team t ON t.id = b.member_id
      WHERE b.status = 'SETTLED'
        AND b.placed_at >= to_timestamp($2::float8 / 1000) AND b.placed_at < to_timestamp($3::float8 / 1000)
      GROUP BY 1, 2`,
    [downlineId, from, to, size],
  );
  const periods = spans.map(() => ({
    members: new Map<number, MemberFigures>(),
    hours: [] as Map<number, MemberFigures>[],
  }));
  // Spans are contiguous: walk them with the bucket start times in order.
  const ordered = [...rows].sort((a, b) => a.bucket - b.bucket);
  let index = 0;
  for (const row of ordered) {
    const at = from + row.bucket * size;
    while (index < spans.length && at >= spans[index]!.end) index += 1;
    if (index === spans.length) break;
    const period = periods[index]!;
    add(period.members, row);
    if (type === 'hourly') {
      const hour = Math.floor((at - spans[index]!.start) / HOUR_MS);
      add((period.hours[hour] ??= new Map()), row);
    }
  }
  return periods.map((p) => ({
    members: [...p.members.values()],
    ...(type === 'hourly'
      ? { hours: Array.from({ length: 24 }, (_, h) => [...(p.hours[h]?.values() ?? [])]) }
      : {}),
  }));
}

function add(into: Map<number, MemberFigures>, row: BucketRow) {
  const m = into.get(row.member_id) ?? { betCents: 0, validBetCents: 0, winLossCents: 0 };
  m.betCents += row.bet;
  m.validBetCents += row.valid;
  m.winLossCents += row.win_loss;
  into.set(row.member_id, m);
}
