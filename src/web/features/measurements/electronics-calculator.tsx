import { useState } from 'react';
import { OHM_QUANTITIES, OHM_UNITS, type OhmQuantity, solveOhmsLaw } from '../../../shared/calc/electronics';
import { CalcStatus } from './calc-status';
import { allBlank } from './format';
import { NumberField } from './number-field';
import { ResultList } from './result-list';
import { SelectField } from './select-field';

const NAMES: Record<OhmQuantity, string> = {
  voltage: 'Voltage',
  current: 'Current',
  resistance: 'Resistance',
};

const SOLVE_OPTIONS = OHM_QUANTITIES.map((quantity) => ({ value: quantity, label: NAMES[quantity] }));

/** Ohm's law: pick the unknown, enter the other two. */
export function ElectronicsCalculator() {
  const [solveFor, setSolveFor] = useState<OhmQuantity>('current');
  const [values, setValues] = useState<Record<OhmQuantity, string>>({
    voltage: '',
    current: '',
    resistance: '',
  });
  const inputs = OHM_QUANTITIES.filter((quantity) => quantity !== solveFor);
  const result = allBlank(inputs.map((quantity) => values[quantity])) ? null : solveOhmsLaw(solveFor, values);
  const solution = result?.ok ? result.value : null;

  return (
    <div className="calc">
      <p className="calc-hint">Ohm&rsquo;s law: V = I × R, and power P = V × I.</p>
      <div className="calc-fields">
        <SelectField label="Work out" value={solveFor} options={SOLVE_OPTIONS} onChange={setSolveFor} />
        {inputs.map((quantity) => (
          <NumberField
            key={quantity}
            label={`${NAMES[quantity]} (${OHM_UNITS[quantity]})`}
            value={values[quantity]}
            onChange={(value) => setValues((previous) => ({ ...previous, [quantity]: value }))}
          />
        ))}
      </div>
      <ResultList
        rows={[
          { label: 'Voltage', value: solution?.voltage ?? null, unit: OHM_UNITS.voltage },
          // Below 1 A the current reads in mA (54.50 mA, not 0.05 A).
          solution && Math.abs(solution.current) < 1
            ? { label: 'Current', value: solution.currentMa, unit: 'mA' }
            : { label: 'Current', value: solution?.current ?? null, unit: OHM_UNITS.current },
          { label: 'Resistance', value: solution?.resistance ?? null, unit: OHM_UNITS.resistance },
          { label: 'Power', value: solution?.power ?? null, unit: OHM_UNITS.power },
        ]}
      />
      <CalcStatus error={result && !result.ok ? result.error : null} />
    </div>
  );
}
