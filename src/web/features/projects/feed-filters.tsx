import { type FormEvent, useId, useState } from 'react';
import {
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  TECHNIQUE_LABELS,
  TECHNIQUES,
} from '../../../shared/api/projects';
import { STATES } from '../../../shared/constants';
import { Button } from '../../ui/button';
import type { FeedFilters } from './api';

/**
 * The /projects filters. The selects apply at once; the series applies on Enter or "Filter".
 * States are sent as their address names (north dakota → "northdakota"), as the server reads them.
 */
export function FeedFiltersForm({
  filters,
  onChange,
}: {
  filters: FeedFilters;
  onChange: (next: Partial<FeedFilters>) => void;
}) {
  const id = useId();
  const [series, setSeries] = useState(filters.series);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ series: series.trim() });
  };
  const select = (key: keyof FeedFilters, label: string, all: string, options: [string, string][]) => (
    <div className={`field projects-${key}`}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select id={`${id}-${key}`} value={filters[key]} onChange={(e) => onChange({ [key]: e.target.value })}>
        <option value="">{all}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form className="projects-filters" aria-label="Filter the projects" onSubmit={submit}>
      <div className="field projects-series">
        <label htmlFor={`${id}-series`}>Series</label>
        <div className="projects-series-row">
          <input
            id={`${id}-series`}
            type="search"
            value={series}
            maxLength={120}
            placeholder="Genshin Impact"
            onChange={(e) => setSeries(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            Filter
          </Button>
        </div>
      </div>
      {select(
        'technique',
        'Technique',
        'All techniques',
        TECHNIQUES.map((t) => [t, TECHNIQUE_LABELS[t]]),
      )}
      {select(
        'state',
        'State',
        'All states',
        STATES.map((s) => [s.slug, s.name]),
      )}
      {select(
        'status',
        'Status',
        'Any status',
        PROJECT_STATUSES.map((s) => [s, PROJECT_STATUS_LABELS[s]]),
      )}
    </form>
  );
}
