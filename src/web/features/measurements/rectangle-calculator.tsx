import { useState } from 'react';
import { solveRectangle } from '../../../shared/calc/rectangle';
import { CalcStatus } from './calc-status';
import { allBlank } from './format';
import { NumberField } from './number-field';
import { ResultList } from './result-list';

export function RectangleCalculator() {
  const [width, setWidth] = useState('');
  const [height, setHeight] = useState('');
  const result = allBlank([width, height]) ? null : solveRectangle(width, height);
  const solution = result?.ok ? result.value : null;

  return (
    <div className="calc">
      <p className="calc-hint">Lengths can be in any unit; area is in that unit squared.</p>
      <div className="calc-fields">
        <NumberField label="Width" value={width} onChange={setWidth} />
        <NumberField label="Height" value={height} onChange={setHeight} />
      </div>
      <ResultList
        rows={[
          { label: 'Area', value: solution?.area ?? null },
          { label: 'Perimeter', value: solution?.perimeter ?? null },
          { label: 'Diagonal', value: solution?.diagonal ?? null },
        ]}
      />
      <CalcStatus error={result && !result.ok ? result.error : null} />
    </div>
  );
}
