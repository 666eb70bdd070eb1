import { format2 } from './format';

export interface ResultRow {
  label: string;
  /** A number is shown with 2 decimals; null means "nothing to show yet". */
  value: number | string | null;
  unit?: string;
}

/** Label/value pairs; labels must be unique within one list. */
export function ResultList({ rows }: { rows: readonly ResultRow[] }) {
  return (
    <dl className="calc-results">
      {rows.map((row) => (
        <div className="calc-results__row" key={row.label}>
          <dt>{row.label}</dt>
          <dd>
            {row.value === null ? '—' : typeof row.value === 'number' ? format2(row.value) : row.value}
            {row.value !== null && row.unit ? `${row.unit === '°' ? '' : '\u00a0'}${row.unit}` : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
