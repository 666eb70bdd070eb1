import { DEFAULT_EVENT_TIME_ZONE } from '../api/events';
import type { StateName } from '../constants';

const EASTERN = 'America/New_York';
const CENTRAL = DEFAULT_EVENT_TIME_ZONE;

/**
 * The zone most of each club state keeps, an event's default. Ohio is Eastern; so are Michigan
 * (but for four counties on the Wisconsin border) and Indiana (but for its north-west and
 * south-west corners; America/Indiana/Indianapolis has kept New York's rules since 2006, so the
 * listed Eastern zone is used). Kansas, Nebraska and the Dakotas are mostly Central, with a
 * Mountain west. A new state fails the type check here until it has a zone.
 */
const STATE_ZONES: Record<StateName, string> = {
  Illinois: CENTRAL,
  Indiana: EASTERN,
  Iowa: CENTRAL,
  Kansas: CENTRAL,
  Michigan: EASTERN,
  Minnesota: CENTRAL,
  Missouri: CENTRAL,
  Nebraska: CENTRAL,
  'North Dakota': CENTRAL,
  Ohio: EASTERN,
  'South Dakota': CENTRAL,
  Wisconsin: CENTRAL,
};

/** The default zone of an event in `state`; undefined for none (an online event) or an unknown name. */
export function zoneOfState(state: string): string | undefined {
  return Object.hasOwn(STATE_ZONES, state) ? STATE_ZONES[state as StateName] : undefined;
}
