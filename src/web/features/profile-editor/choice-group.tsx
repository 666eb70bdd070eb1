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
}

/**
 * A multi-select as a group of checkboxes. The last one, 'none', is checked while nothing is
 * selected; choosing it clears every other choice (docs/product.md §3).
 */
export function ChoiceGroup({ name, legend, options, selected, onChange, error }: ChoiceGroupProps) {
  const id = fieldId(name);
  return (
    <fieldset className="choice-group" id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="choice-grid">
        {options.map((option) => (
          <label key={option} className="choice">
            <input
              type="checkbox"
              name={name}
              value={option}
              checked={selected.includes(option)}
              onChange={(e) => onChange(toggleChoice(selected, option, e.target.checked, options))}
            />
            {option}
          </label>
        ))}
        <label className="choice">
          <input
            type="checkbox"
            name={name}
            value={NONE_OPTION}
            checked={selected.length === 0}
            onChange={() => onChange([])}
          />
          {NONE_OPTION}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
