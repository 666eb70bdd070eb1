import { useId } from 'react';
import { STATE_NAMES, type StateName } from '../../../shared/constants';
import { STATE_ABBREVIATIONS } from '../../../shared/state-abbreviations';
import { eventDay } from '../../lib/event-time';
import { SHADE_BINS, shadeOf } from './map-shades';
import type { StateEvents } from './use-state-events';
import './state-map.css';

/** The map's outline data (state-map-paths.json, made by scripts/gen-state-map.ts). */
export interface StateMapPaths {
  viewBox: string;
  states: ReadonlyArray<{ name: string; d: string; labelX: number; labelY: number }>;
}

/**
 * The viewBox of state-map-paths.json (a test keeps them equal): the map keeps its shape and
 * size while the outlines load, so nothing below it moves.
 */
export const STATE_MAP_VIEWBOX = '0 0 960 742';

const LOADING = '…';

/** The state as both text and filter: its members, as the map counts them (not "Kansas City" in Missouri). */
function stateSearchHref(name: string): string {
  const state = encodeURIComponent(name);
  return `/search?query=${state}&state=${state}`;
}

/** "12 members", "1 member", "0 members"; "…" while the counts are loading. */
function membersText(count: number | undefined): string {
  if (count === undefined) return LOADING;
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'member' : 'members'}`;
}

function ariaLabel(name: string, count: number | undefined): string {
  return count === undefined ? `${name}: member count loading` : `${name}: ${membersText(count)}`;
}

/** The next event's title over "Sat, Mar 7 · 2 events": a state's events list, from the map's side list. */
function StateEventsLink({ name, events }: { name: string; events: StateEvents }) {
  const { next, count } = events;
  const day = eventDay(new Date(next.startsAt), next.timeZone);
  return (
    <a className="state-map-list-event" href={`/events?state=${encodeURIComponent(name)}`}>
      <span className="state-map-list-event-title">Next: {next.title}</span>
      <span className="state-map-list-event-when">
        {day} · {count} {count === 1 ? 'event' : 'events'}
      </span>
    </a>
  );
}

/** What each shade of the map means, in members per state. */
function ShadeLegend() {
  const titleId = useId();
  return (
    <div className="state-map-legend">
      <p className="state-map-legend-title" id={titleId}>
        Members per state
      </p>
      <ul className="state-map-legend-bins" aria-labelledby={titleId}>
        {SHADE_BINS.map((bin) => (
          <li key={bin.shade} className="state-map-legend-bin" data-shade={bin.shade}>
            <span className="state-map-swatch" aria-hidden="true" />
            {bin.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Home page map of the club's twelve states, each shaded by its member count (see map-shades.ts).
 * Each state links to the member search for that state; the list beside the map offers the same links
 * as large tap targets. `counts` is undefined while loading; a state missing from it has no members.
 * `paths` (the outlines) is undefined while loading: the list works before the map is drawn.
 * `events` adds, under a state in the list, its next public event and a link to all of them.
 */
export function StateMap({
  counts,
  paths,
  events,
}: {
  counts: Record<string, number> | undefined;
  paths: StateMapPaths | undefined;
  events?: Record<string, StateEvents>;
}) {
  const titleId = useId();
  const countOf = (name: string) => (counts === undefined ? undefined : (counts[name] ?? 0));
  const states = (paths?.states ?? []).map((state) => {
    const count = countOf(state.name);
    return {
      ...state,
      abbreviation: STATE_ABBREVIATIONS[state.name as StateName] ?? state.name,
      count,
      shade: shadeOf(count),
    };
  });
  const listed = [...STATE_NAMES]
    .sort((a, b) => a.localeCompare(b))
    .map((name) => ({ name, count: countOf(name), shade: shadeOf(countOf(name)), events: events?.[name] }));

  return (
    <div className="state-map">
      <div className="state-map-figure">
        <svg className="state-map-svg" viewBox={STATE_MAP_VIEWBOX} aria-labelledby={titleId}>
          <title id={titleId}>Map of the club's twelve states</title>
          {states.map((state) => (
            <a
              key={state.name}
              className="state-map-state"
              data-shade={state.shade}
              href={stateSearchHref(state.name)}
              aria-label={ariaLabel(state.name, state.count)}
            >
              <path className="state-map-shape" d={state.d} />
              {/* Short label (abbreviation and number) on phones, full label on wider screens; see the CSS. */}
              <text className="state-map-label state-map-label-short" x={state.labelX} y={state.labelY}>
                <tspan className="state-map-name" dy="-0.25em">
                  {state.abbreviation}
                </tspan>
                <tspan className="state-map-count" x={state.labelX} dy="1.1em">
                  {state.count === undefined ? LOADING : state.count.toLocaleString('en-US')}
                </tspan>
              </text>
              <text className="state-map-label state-map-label-long" x={state.labelX} y={state.labelY}>
                <tspan className="state-map-name" dy="-0.25em">
                  {state.name}
                </tspan>
                <tspan className="state-map-count" x={state.labelX} dy="1.1em">
                  {membersText(state.count)}
                </tspan>
              </text>
            </a>
          ))}
        </svg>
        <p className="state-map-caption">click a state to see users there</p>
      </div>
      <div className="state-map-side">
        <ShadeLegend />
        <ul className="state-map-list">
          {listed.map((state) => (
            <li key={state.name}>
              <a className="state-map-list-link" data-shade={state.shade} href={stateSearchHref(state.name)}>
                <span className="state-map-swatch" aria-hidden="true" />
                <span className="state-map-list-text">
                  <span className="state-map-list-name">{state.name}</span>{' '}
                  <span className="state-map-list-count">{membersText(state.count)}</span>
                </span>
              </a>
              {state.events && <StateEventsLink name={state.name} events={state.events} />}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
