// Lottery games and their draws, computed from the clock alone: the same instant always gives the same
// issue numbers (numero), closing times and results, so tests inject a clock and get fixed answers.
import { createHash } from 'node:crypto';
import { lotteryList, lotteryVendors, type LottoKind } from '../seed/catalogue.js';

export type PrizeMode = 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';

export interface LottoGame {
  gameCode: string;
  gameName: string;
  vassalage: string;
  vendorName: string;
  /** LOTT or ELOTT (the vendor's lane). */
  category: string;
  kind: LottoKind;
  /** Seconds between draws. */
  drawInterval: number;
  prizeModes: PrizeMode[];
}

/** Prize modes each lottery vendor serves (spec §4: LOTT, ZY, ELOTT, SEA). */
const vendorModes: Record<string, PrizeMode[]> = {
  TCG_LOTTO_VN: ['ELOTT', 'LOTT'],
  TCG_SEA: ['SEA', 'ELOTT'],
  ELOTT: ['ELOTT'],
  LOTT: ['LOTT', 'ZY', 'ELOTT'],
  GW: ['LOTT', 'ZY'],
};

export const lottoGames: LottoGame[] = lotteryVendors().flatMap(
  ([vassalage, category, vendorName]) =>
    (lotteryList[vassalage] ?? []).map(([gameCode, gameName, kind, drawInterval]) => ({
      gameCode,
      gameName,
      vassalage,
      vendorName,
      category,
      kind,
      drawInterval,
      prizeModes: vendorModes[vassalage] ?? ['LOTT'],
    })),
);

export const lottoGame = (gameCode: string) => lottoGames.find((g) => g.gameCode === gameCode);

/** The most played games, in order (popularLottery). */
export const popularCodes = ['VN1M', 'E5D1', 'BJPK10', 'SEAK3', 'VNMB', 'CQSSC'];

/** Issue 0 of every game opened at this instant; issue k opens k draw intervals later. */
const EPOCH = Date.UTC(2020, 0, 1);

export interface Draw {
  gameCode: string;
  numero: string;
  openTime: string;
  closeTime: string;
  drawTime: string;
  result: string[];
  status: 'OPEN' | 'CLOSED' | 'DRAWN';
}

/** Betting closes this long before the draw: a sixth of the interval, at most a minute. */
const closeLeadMs = (g: LottoGame) => Math.min(60_000, (g.drawInterval * 1000) / 6);

/** Index of the issue open for betting (or closed, waiting for its draw) at nowMs. */
export const issueIndexAt = (g: LottoGame, nowMs: number) =>
  Math.floor((nowMs - EPOCH) / (g.drawInterval * 1000));

/** Issue number: the UTC day the issue opens plus its 4-digit sequence within that day (1-based). */
export function numeroOf(g: LottoGame, index: number): string {
  const open = EPOCH + index * g.drawInterval * 1000;
  const d = new Date(open);
  const dayStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  const seq = Math.floor((open - dayStart) / (g.drawInterval * 1000)) + 1;
  const ymd = d.toISOString().slice(0, 10).replace(/-/g, '');
  return `${ymd}${String(seq).padStart(4, '0')}`;
}

/** The winning numbers of one issue: a hash of game and issue, shaped by the game's kind. */
export function resultOf(g: LottoGame, numero: string): string[] {
  const bytes = createHash('sha256').update(`${g.gameCode}:${numero}`).digest();
  let i = 0;
  // At most 14 of the 32 bytes are used (VN), so no byte is reused.
  const next = () => bytes[i++ % bytes.length]!;
  const pad = (n: number) => String(n).padStart(2, '0');
  const distinct = (size: number, count: number) => {
    const pool = Array.from({ length: size }, (_, k) => k + 1);
    for (let k = pool.length - 1; k > 0; k--) {
      const j = next() % (k + 1);
      [pool[k], pool[j]] = [pool[j]!, pool[k]!];
    }
    return pool.slice(0, count).map(pad);
  };
  switch (g.kind) {
    case '5D':
      return Array.from({ length: 5 }, () => String(next() % 10));
    case '3D':
      return Array.from({ length: 3 }, () => String(next() % 10));
    case 'K3':
      return Array.from({ length: 3 }, () => String((next() % 6) + 1));
    case 'PK10':
      return distinct(10, 10);
    case '11X5':
      return distinct(11, 5);
    case 'VN':
      // Special prize, first prize, then five lower prizes: five digits each.
      return Array.from({ length: 7 }, () =>
        String(((next() << 8) | next()) % 100_000).padStart(5, '0'),
      );
  }
}

export function drawOf(g: LottoGame, index: number, nowMs: number): Draw {
  const interval = g.drawInterval * 1000;
  const open = EPOCH + index * interval;
  const draw = open + interval;
  const close = draw - closeLeadMs(g);
  const numero = numeroOf(g, index);
  const status = nowMs >= draw ? 'DRAWN' : nowMs >= close ? 'CLOSED' : 'OPEN';
  return {
    gameCode: g.gameCode,
    numero,
    openTime: new Date(open).toISOString(),
    closeTime: new Date(close).toISOString(),
    drawTime: new Date(draw).toISOString(),
    result: status === 'DRAWN' ? resultOf(g, numero) : [],
    status,
  };
}

/** The current issue of a game with the last drawn result beside it. */
export function openedDraw(g: LottoGame, nowMs: number) {
  const k = issueIndexAt(g, nowMs);
  const last = drawOf(g, k - 1, nowMs);
  return { ...drawOf(g, k, nowMs), lastNumero: last.numero, lastResult: last.result };
}

/** Drawn issues, newest first, paged (lotteryDraw). */
export function drawHistory(g: LottoGame, nowMs: number, pageNo: number, pageSize: number): Draw[] {
  const newest = issueIndexAt(g, nowMs) - 1;
  const from = newest - (pageNo - 1) * pageSize;
  return Array.from({ length: pageSize }, (_, k) => from - k)
    .filter((index) => index >= 0)
    .map((index) => drawOf(g, index, nowMs));
}
