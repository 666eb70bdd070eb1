import { useState } from 'react';
import { type CircleMeasure, solveCircle } from '../../../shared/calc/circle';
import { CalcStatus } from './calc-status';
import { allBlank } from './format';
import { NumberField } from './number-field';
import { ResultList } from './result-list';
import { SelectField } from './select-field';

const MEASURES: readonly { value: CircleMeasure; label: string }[] = [
  { value: 'radius', label: 'Radius' },
  { value: 'diameter', label: 'Diameter' },
  { value: 'circumference', label: 'Circumference' },
  { value: 'area', label: 'Area' },
];

export function CircleCalculator() {
  const [known, setKnown] = useState<CircleMeasure>('radius');
  const [value, setValue] = useState('');
  const knownLabel = MEASURES.find((measure) => measure.value === known)?.label ?? '';
  const result = allBlank([value]) ? null : solveCircle(known, value);
  const solution = result?.ok ? result.value : null;

  return (
    <div className="calc">
      <p className="calc-hint">
        Enter one measurement. Lengths can be in any unit; area is in that unit squared.
      </p>
      <div className="calc-fields">
        <SelectField label="I know the" value={known} options={MEASURES} onChange={setKnown} />
        <NumberField label={knownLabel} value={value} onChange={setValue} />
      </div>
      <ResultList
        rows={[
          { label: 'Radius', value: solution?.radius ?? null },
          { label: 'Diameter', value: solution?.diameter ?? null },
          { label: 'Circumference', value: solution?.circumference ?? null },
          { label: 'Area', value: solution?.area ?? null },
        ]}
      />
      <CalcStatus error={result && !result.ok ? result.error : null} />
    </div>
  );
}
