import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { dayKey } from '../../lib/event-time';
import { useEventList } from '../../lib/events-api';
import { ErrorText } from '../../ui/error-text';
import { monthRange, parseMonth, shiftMonth } from './month-grid';
import { MonthView } from './month-view';
import './month-view.css';

/** The month the address asks for (?month=2026-03), or this one; its events from the server. */
export function MonthSection({ state }: { state: string }) {
  const [params, setParams] = useSearchParams();
  const today = dayKey(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const month = parseMonth(params.get('month'), today);
  const list = useEventList({ ...monthRange(month), state: state || undefined, limit: 100 });
  const setMonth = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('month', next);
      return updated;
    });
  return (
    <>
      {list.isError && <ErrorText>{errorMessage(list.error, 'The events could not be loaded.')}</ErrorText>}
      <MonthView
        month={month}
        events={list.data?.events ?? []}
        today={today}
        onMonth={setMonth}
        previous={shiftMonth(month, -1)}
        next={shiftMonth(month, 1)}
        loading={list.isFetching}
      />
    </>
  );
}
