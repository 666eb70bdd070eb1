// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventSummary } from '../../../shared/api/events';
import { eventDays, eventsByDay, monthRange, monthWeeks, parseMonth, shiftMonth } from './month-grid';
import { MonthView } from './month-view';
import { sampleEvent } from './test-render';

afterEach(cleanup);

const event = (id: number, startsAt: string, endsAt: string, timeZone = 'America/Chicago'): EventSummary => {
  const { attendees, hiddenAttendees, myRsvp, canEdit, ...summary } = sampleEvent({
    id,
    startsAt,
    endsAt,
    timeZone,
  });
  return { ...summary, title: `Event ${id}` };
};

describe('the month grid', () => {
  it('lays out March 2026 from Sunday, March 1 in five weeks, and February 2026 in four', () => {
    const march = monthWeeks('2026-03');
    expect(march).toHaveLength(5);
    expect(march[0]![0]).toEqual({ key: '2026-03-01', day: 1, inMonth: true });
    expect(march[4]![2]).toEqual({ key: '2026-03-31', day: 31, inMonth: true });
    expect(march[4]![3]).toEqual({ key: '2026-04-01', day: 1, inMonth: false });
    expect(monthWeeks('2026-02')).toHaveLength(4);
    expect(monthWeeks('2026-08')).toHaveLength(6);
  });

  it('moves between months and reads ?month= safely', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(parseMonth('2026-13', '2026-03-07')).toBe('2026-03');
    expect(parseMonth('<script>', '2026-03-07')).toBe('2026-03');
    expect(parseMonth('2027-05', '2026-03-07')).toBe('2027-05');
    expect(monthRange('2026-03')).toEqual({ from: '2026-02-28T00:00:00Z', to: '2026-04-02T00:00:00Z' });
  });

  it('places an event on its local day in its own zone, not the reader’s or UTC’s', () => {
    // 11:30 PM Saturday in Chicago is already Sunday in UTC.
    expect(eventDays(event(1, '2026-03-07T23:30:00-06:00', '2026-03-08T00:30:00-06:00'))).toEqual([
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(eventDays(event(2, '2026-03-07T22:00:00-06:00', '2026-03-07T23:59:00-06:00'))).toEqual([
      '2026-03-07',
    ]);
    // 9 AM Sunday in Tokyo is Saturday evening in Chicago; it is on Sunday.
    expect(
      eventDays(event(3, '2026-03-08T09:00:00+09:00', '2026-03-08T11:00:00+09:00', 'Asia/Tokyo')),
    ).toEqual(['2026-03-08']);
    // A convention weekend covers each of its days; ending at midnight does not spill over.
    expect(eventDays(event(4, '2026-07-03T10:00:00-05:00', '2026-07-06T00:00:00-05:00'))).toEqual([
      '2026-07-03',
      '2026-07-04',
      '2026-07-05',
    ]);
  });

  it('groups events by day in start order', () => {
    const late = event(1, '2026-03-07T20:00:00-06:00', '2026-03-07T22:00:00-06:00');
    const early = event(2, '2026-03-07T09:00:00-06:00', '2026-03-07T10:00:00-06:00');
    expect(
      eventsByDay([late, early])
        .get('2026-03-07')
        ?.map((e) => e.id),
    ).toEqual([2, 1]);
  });
});

describe('MonthView', () => {
  it('shows each event in the cell of its local day, with its start time, and moves months', () => {
    const onMonth = vi.fn();
    render(
      <MemoryRouter>
        <MonthView
          month="2026-03"
          events={[event(9, '2026-03-07T23:30:00-06:00', '2026-03-07T23:45:00-06:00')]}
          today="2026-03-02"
          onMonth={onMonth}
          previous="2026-02"
          next="2026-04"
          loading={false}
        />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Club events in March 2026' });
    const cell = within(table).getByText('Saturday, March 7').closest('td')!;
    const link = within(cell).getByRole('link', { name: /Event 9/ });
    expect(link.getAttribute('href')).toBe('/events/9');
    expect(link.textContent).toContain('11:30 PM');
    const nextDay = within(table).getByText('Sunday, March 8').closest('td')!;
    expect(within(nextDay).queryByRole('link')).toBeNull();
    expect(within(table).getByText('Monday, March 2').closest('td')!.getAttribute('aria-current')).toBe(
      'date',
    );
    // The phone's list: a heading per day with events.
    expect(screen.getByRole('heading', { level: 3, name: 'Saturday, March 7' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next month/ }));
    expect(onMonth).toHaveBeenCalledWith('2026-04');
  });
});
