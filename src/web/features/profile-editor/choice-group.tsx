import { NONE_OPTION } from '../../../shared/constants';
import { toggleChoice } from './profile-form-model';
import { fieldId } from './text-field';

interface ChoiceGroupProps {
  name: string;
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
  /** A section of its own (a card with a heading-sized legend) rather than a group inside one. */
  section?: boolean;
}

/**
 * A multi-select as a labelled group of toggle chips: real checkboxes (Tab to reach, Space to
 * toggle, read as "checkbox, checked"), drawn as chips with a tick when chosen. The last one,
 * 'none', is checked while nothing is selected; choosing it clears every other choice
 * (docs/product.md §3).
 */
export function ChoiceGroup({ name, legend, options, selected, onChange, error, section }: ChoiceGroupProps) {
  const id = fieldId(name);
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={section ? 'profile-section choice-group' : 'choice-group'}
      id={id}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      <div className="toggle-chips">
        {options.map((option) => (
          <ToggleChip
            key={option}
            name={name}
            value={option}
            checked={selected.includes(option)}
            onChange={(checked) => onChange(toggleChoice(selected, option, checked, options))}
          />
        ))}
        <ToggleChip
          name={name}
          value={NONE_OPTION}
          checked={selected.length === 0}
          onChange={() => onChange([])}
        />
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ToggleChip(props: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="toggle-chip">
      <input
        type="checkbox"
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <span aria-hidden="true" className="toggle-chip-mark" />
      {props.value}
    </label>
  );
}
