import { useId } from 'react';
import { STATE_NAMES } from '../../../shared/constants';

export type EventsView = 'list' | 'month';

/** The state filter and the list / month switch above the events. */
export function EventsToolbar({
  state,
  view,
  onState,
  onView,
}: {
  state: string;
  view: EventsView;
  onState: (state: string) => void;
  onView: (view: EventsView) => void;
}) {
  const id = useId();
  const viewButton = (value: EventsView, label: string) => (
    <button
      type="button"
      className="events-view-button"
      aria-pressed={view === value}
      onClick={() => onView(value)}
    >
      {label}
    </button>
  );
  return (
    <div className="events-toolbar">
      <div className="field events-state">
        <label htmlFor={id}>State</label>
        <select id={id} value={state} onChange={(e) => onState(e.target.value)}>
          <option value="">All states</option>
          {STATE_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="events-view">
        <legend className="visually-hidden">Show events as</legend>
        {viewButton('list', 'List')}
        {viewButton('month', 'Month')}
      </fieldset>
    </div>
  );
}
