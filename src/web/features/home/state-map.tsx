import { useId } from 'react';
import { SHADE_BINS, shadeOf } from './map-shades';
import { STATE_MAP_VIEWBOX, STATE_PATHS } from './state-map-paths';
import './state-map.css';

/** Postal abbreviations, used for the map labels on narrow screens where full names would overlap. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  Illinois: 'IL',
  Indiana: 'IN',
  Iowa: 'IA',
  Kansas: 'KS',
  Michigan: 'MI',
  Minnesota: 'MN',
  Missouri: 'MO',
  Nebraska: 'NE',
  'North Dakota': 'ND',
  Ohio: 'OH',
  'South Dakota': 'SD',
  Wisconsin: 'WI',
};

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
 */
export function StateMap({ counts }: { counts: Record<string, number> | undefined }) {
  const titleId = useId();
  const states = STATE_PATHS.map((state) => {
    const count = counts === undefined ? undefined : (counts[state.name] ?? 0);
    return { ...state, abbreviation: ABBREVIATIONS[state.name] ?? state.name, count, shade: shadeOf(count) };
  });

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
          {[...states]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((state) => (
              <li key={state.name}>
                <a
                  className="state-map-list-link"
                  data-shade={state.shade}
                  href={stateSearchHref(state.name)}
                >
                  <span className="state-map-swatch" aria-hidden="true" />
                  <span className="state-map-list-text">
                    <span className="state-map-list-name">{state.name}</span>{' '}
                    <span className="state-map-list-count">{membersText(state.count)}</span>
                  </span>
                </a>
              </li>
            ))}
        </ul>
      </div>
    </div>
  );
}
