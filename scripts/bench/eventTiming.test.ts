import { describe, expect, it } from 'vitest';
import { groupInteractions, summariseLatencies, type EventTimingEntry } from './eventTiming';

function entry(
  name: string,
  interactionId: number,
  startTime: number,
  duration: number,
  entryType = 'event',
): EventTimingEntry {
  return {
    entryType,
    name,
    interactionId,
    startTime,
    duration,
    processingStart: startTime + 1,
    processingEnd: startTime + 2,
  };
}

describe('Event Timing interactions', () => {
  it('groups a click by interactionId and takes the longest of its events', () => {
    const seen = groupInteractions([
      entry('pointerover', 0, 99, 200),
      entry('pointerdown', 7, 100, 48),
      entry('pointerdown', 7, 100, 48, 'first-input'),
      entry('pointerup', 7, 101, 56),
      entry('click', 7, 101, 40),
    ]);
    expect(seen).toEqual([
      {
        interactionId: 7,
        latency: 56,
        events: ['pointerdown', 'pointerup', 'click'],
        startTime: 100,
      },
    ]);
  });

  it('keeps each key of a typed word apart, in input order, whatever order entries arrive in', () => {
    const seen = groupInteractions([
      entry('keydown', 30, 300, 24),
      entry('keydown', 20, 200, 16),
      entry('keyup', 20, 210, 112),
      entry('keypress', 30, 300, 24),
    ]);
    expect(seen.map((interaction) => [interaction.interactionId, interaction.latency])).toEqual([
      [20, 112],
      [30, 24],
    ]);
  });

  it('finds no interaction in hover and scroll entries alone', () => {
    expect(
      groupInteractions([entry('pointermove', 0, 5, 64), entry('mouseover', 0, 6, 64)]),
    ).toEqual([]);
  });

  it('summarises runs with nearest-rank p50 and p75, so each figure was measured', () => {
    const runs = [40, 120, 48, 56, 32, 64, 200, 48, 40, 88];
    expect(summariseLatencies(runs)).toEqual({ runs: 10, p50: 48, p75: 88, max: 200 });
    expect(summariseLatencies([72])).toEqual({ runs: 1, p50: 72, p75: 72, max: 72 });
    expect(() => summariseLatencies([])).toThrow();
  });
});
