import { type FormEvent, useId, useState } from 'react';
import { GROUP_KIND_LABELS, GROUP_KINDS, type GroupKind } from '../../../shared/api/groups';
import { STATE_NAMES } from '../../../shared/constants';
import { Button } from '../../ui/button';

export interface GroupFilterValues {
  q: string;
  kind: GroupKind | '';
  state: string;
}

/** Search words (sent on submit), kind and state (applied at once) above the club's groups. */
export function GroupFilters({
  values,
  onChange,
}: {
  values: GroupFilterValues;
  onChange: (values: GroupFilterValues) => void;
}) {
  const id = useId();
  const [q, setQ] = useState(values.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...values, q: q.trim() });
  };
  return (
    <form className="group-filters" aria-label="Find a group" onSubmit={submit}>
      <div className="field group-filter-search">
        <label htmlFor={`${id}-q`}>Search groups</label>
        <div className="group-search-row">
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            maxLength={100}
            onChange={(e) => setQ(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-kind`}>Kind</label>
        <select
          id={`${id}-kind`}
          value={values.kind}
          onChange={(e) => onChange({ ...values, q, kind: e.target.value as GroupKind | '' })}
        >
          <option value="">All kinds</option>
          {GROUP_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {GROUP_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-state`}>State</label>
        <select
          id={`${id}-state`}
          value={values.state}
          onChange={(e) => onChange({ ...values, q, state: e.target.value })}
        >
          <option value="">All states</option>
          {STATE_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
