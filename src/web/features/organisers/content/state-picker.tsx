import { STATES } from '../../../../shared/constants';

const countText = (n: number) => (n === 0 ? 'none yet' : n === 1 ? '1 store' : `${n} stores`);

/**
 * The twelve states as one choice (radios drawn as pills), each with how many stores it lists.
 * A state with a field to fix says so, since its fields are hidden while another is chosen.
 */
export function StatePicker({
  value,
  onChange,
  counts,
  withErrors,
}: {
  value: string;
  onChange: (slug: string) => void;
  counts: Record<string, number>;
  /** Paths of the fields with errors ("stores.iowa.stores.0.name"). */
  withErrors: string[];
}) {
  return (
    <fieldset className="state-picker">
      <legend>State</legend>
      <div className="state-picker-options">
        {STATES.map((state) => {
          const count = counts[state.slug] ?? 0;
          const broken = withErrors.some((p) => p.startsWith(`stores.${state.slug}.`));
          return (
            <label key={state.slug} className="state-option" data-empty={count === 0 || undefined}>
              <input
                type="radio"
                name="content-state"
                value={state.slug}
                checked={value === state.slug}
                onChange={() => onChange(state.slug)}
                aria-label={`${state.name}, ${countText(count)}${broken ? ', needs fixing' : ''}`}
              />
              <span className="state-option-name" aria-hidden="true">
                {state.name}
              </span>
              <span className="state-option-count" aria-hidden="true">
                {countText(count)}
                {broken && <span className="state-option-error">, needs fixing</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
