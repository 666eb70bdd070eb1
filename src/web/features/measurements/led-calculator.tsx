import { useState } from 'react';
import {
  LED_DEFAULTS,
  LED_INVALID,
  type LedInput,
  solveLedResistor,
} from '../../../shared/calc/led-resistor';
import { CalcStatus } from './calc-status';
import { formatOhms } from './format';
import { NumberField } from './number-field';
import { ResistorBands } from './resistor-bands';
import { ResultList } from './result-list';

type LedFields = Record<keyof LedInput, string>;

const FIELDS: readonly { key: keyof LedInput; label: string }[] = [
  { key: 'supplyVoltage', label: 'Supply voltage (V)' },
  { key: 'forwardVoltage', label: 'LED forward voltage (V)' },
  { key: 'currentMa', label: 'LED current (mA)' },
  { key: 'ledCount', label: 'Number of LEDs in series' },
];

const INITIAL: LedFields = {
  supplyVoltage: String(LED_DEFAULTS.supplyVoltage),
  forwardVoltage: String(LED_DEFAULTS.forwardVoltage),
  currentMa: String(LED_DEFAULTS.currentMa),
  ledCount: String(LED_DEFAULTS.ledCount),
};

/** Series resistor for a string of LEDs (docs/product.md §5, §8, §9). */
export function LedCalculator() {
  const [values, setValues] = useState<LedFields>(INITIAL);
  const result = solveLedResistor(values);
  const solution = result.ok ? result.value : null;
  const note =
    solution?.clamped === true
      ? `Using ${solution.ledCount} LED${solution.ledCount === 1 ? '' : 's'}: this supply can drive 1 to ${solution.maxLeds}.`
      : null;

  return (
    <div className="calc">
      <div className="calc-fields">
        {FIELDS.map((field) => (
          <NumberField
            key={field.key}
            label={field.label}
            value={values[field.key]}
            onChange={(value) => setValues((previous) => ({ ...previous, [field.key]: value }))}
          />
        ))}
      </div>
      <ResultList
        rows={[
          {
            label: 'Resistor value',
            value: solution?.resistance ?? LED_INVALID,
            unit: solution ? 'Ω' : undefined,
          },
          { label: 'Power in resistor', value: solution?.power ?? null, unit: 'W' },
          { label: 'Total LED voltage drop', value: solution?.totalDrop ?? null, unit: 'V' },
          {
            label: 'Nearest E12 value (at or above)',
            value: solution?.e12 ? formatOhms(solution.e12) : null,
          },
          {
            label: 'Resistor rating to buy',
            value: solution ? (solution.wattage?.label ?? 'more than 5 W needed') : null,
          },
        ]}
      />
      {solution?.bands ? (
        <div className="calc-band-sets">
          <div className="calc-bands">
            <h3 className="calc-bands__title">Colour code of {formatOhms(solution.resistance)} (computed)</h3>
            <ResistorBands
              bands={solution.bands}
              label={`Colour bands of ${formatOhms(solution.resistance)}`}
            />
          </div>
          {solution.e12Bands && solution.e12 !== null && solution.e12 !== solution.resistance ? (
            <div className="calc-bands calc-bands--buy">
              <h3 className="calc-bands__title">
                Colour code of the {formatOhms(solution.e12)} resistor to buy
              </h3>
              <ResistorBands
                bands={solution.e12Bands}
                label={`Colour bands of ${formatOhms(solution.e12)}`}
              />
            </div>
          ) : null}
        </div>
      ) : null}
      <CalcStatus error={result.ok ? null : result.error} note={note} />
    </div>
  );
}
