// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import MEMBER_TEXTS from '../../i18n/locales/member/EN.json';
import { initCoreTexts } from '../../i18n/testing/initCoreTexts';
import { DateRangeField } from './DateRangeField';
import type { DateRange } from './dateRangePresets';

beforeAll(initCoreTexts);
afterEach(cleanup);

const now = new Date(2026, 2, 15, 10, 0); // 15 March 2026, local time
const seen: DateRange[] = [];

function Filter() {
  const [range, setRange] = useState<DateRange>({ from: '2026-03-09', to: '2026-03-15' });
  return (
    <DateRangeField
      value={range}
      now={now}
      onChange={(next) => {
        seen.push(next);
        setRange(next);
      }}
    />
  );
}

const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);
const from = () => screen.getByLabelText(MEMBER_TEXTS.dates.from) as HTMLInputElement;
const to = () => screen.getByLabelText(MEMBER_TEXTS.dates.to) as HTMLInputElement;

describe('DateRangeField', () => {
  it('is a named group with the quick ranges as toggles and two labelled dates', () => {
    render(<Filter />);
    expect(screen.getByRole('group', { name: MEMBER_TEXTS.dates.range })).toBeTruthy();
    expect(screen.getByRole('group', { name: MEMBER_TEXTS.dates.presets }).textContent).toBe(
      'TodayYesterdayLast 7 daysLast 30 days',
    );
    expect(pressed()).toEqual(['Last 7 days']);
    expect(from().type).toBe('date');
    expect(from().min).toBe('2025-12-16'); // the 90 days the records keep
    expect(to().max).toBe('2026-03-15'); // nothing after today
  });

  it('sets a quick range and presses its button', () => {
    render(<Filter />);
    fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(from().value).toBe('2026-03-14');
    expect(to().value).toBe('2026-03-14');
    expect(pressed()).toEqual(['Yesterday']);
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect([from().value, to().value]).toEqual(['2026-02-14', '2026-03-15']);
  });

  it('takes a custom range, never with from after to, and ignores a cleared date', () => {
    render(<Filter />);
    fireEvent.change(from(), { target: { value: '2026-03-01' } });
    expect([from().value, to().value]).toEqual(['2026-03-01', '2026-03-15']);
    expect(pressed()).toEqual([]);
    fireEvent.change(to(), { target: { value: '2026-02-20' } });
    expect([from().value, to().value]).toEqual(['2026-02-20', '2026-02-20']);
    expect(to().min).toBe('2026-02-20');
    seen.length = 0;
    fireEvent.change(from(), { target: { value: '' } });
    expect(seen).toEqual([]);
  });
});
