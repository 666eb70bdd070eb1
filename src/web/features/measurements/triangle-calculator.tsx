import { useState } from 'react';
import { CalcStatus } from './calc-status';
import { allBlank } from './format';
import { NumberField } from './number-field';
import { ResultList } from './result-list';
import { SelectField } from './select-field';
import { type SideValues, TRIANGLE_MODE_OPTIONS, TRIANGLE_MODES, type TriangleMode } from './triangle-modes';

export function TriangleCalculator() {
  const [mode, setMode] = useState<TriangleMode>('right-legs');
  const [values, setValues] = useState<SideValues>({ a: '', b: '', c: '' });
  const spec = TRIANGLE_MODES[mode];
  const shown = spec.fields.map((field) => values[field.key]);
  const result = allBlank(shown) ? null : spec.solve(values);

  return (
    <div className="calc">
      <p className="calc-hint">
        Lengths can be in any unit; area is in that unit squared. Angles in degrees.
      </p>
      <div className="calc-fields">
        <SelectField label="Triangle type" value={mode} options={TRIANGLE_MODE_OPTIONS} onChange={setMode} />
        {spec.fields.map((field) => (
          <NumberField
            key={field.key}
            label={field.label}
            value={values[field.key]}
            onChange={(value) => setValues((previous) => ({ ...previous, [field.key]: value }))}
          />
        ))}
      </div>
      <ResultList rows={spec.rows(result?.ok ? result.value : null)} />
      <CalcStatus error={result && !result.ok ? result.error : null} />
    </div>
  );
}
