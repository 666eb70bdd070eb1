import { STATES } from '../../../shared/constants';
import { clubStateNamed } from '../../../shared/state-abbreviations';

type State = (typeof STATES)[number];

/**
 * The state an address names, however it is typed: "kansas", "Kansas", "KS", "north-dakota",
 * "North Dakota". Undefined for anything else (the not-found page).
 */
export function stateFromAddress(part: string | undefined): State | undefined {
  const name = clubStateNamed((part ?? '').replace(/[^a-z]/gi, ''));
  return STATES.find((s) => s.name === name);
}
