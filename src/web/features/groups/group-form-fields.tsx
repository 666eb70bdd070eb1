import { useId } from 'react';
import {
  GROUP_JOIN_POLICIES,
  GROUP_KIND_LABELS,
  GROUP_KINDS,
  GROUP_LIMITS,
  GROUP_VISIBILITIES,
  type GroupKind,
} from '../../../shared/api/groups';
import { STATE_NAMES } from '../../../shared/constants';
import { type GroupFormValues, withVisibility } from './group-form-model';
import { JOIN_LABELS, VISIBILITY_HINTS, VISIBILITY_LABELS } from './group-words';

/** The group's fields: name, kind, state, description, who sees it and how members join. */
export function GroupFormFields({
  values,
  onChange,
  canSetVisibility,
}: {
  values: GroupFormValues;
  onChange: (values: GroupFormValues) => void;
  /** Only the owner changes who sees the group. */
  canSetVisibility: boolean;
}) {
  const id = useId();
  const set = <K extends keyof GroupFormValues>(key: K, value: GroupFormValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          required
          maxLength={GROUP_LIMITS.name}
          autoComplete="off"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
        />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-kind`}>Kind</label>
          <select
            id={`${id}-kind`}
            value={values.kind}
            onChange={(e) => set('kind', e.target.value as GroupKind)}
          >
            {GROUP_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {GROUP_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-state`}>State</label>
          <select id={`${id}-state`} value={values.state} onChange={(e) => set('state', e.target.value)}>
            <option value="">No one state</option>
            {STATE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          rows={7}
          maxLength={GROUP_LIMITS.description}
          aria-describedby={`${id}-description-hint`}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
        />
        <p id={`${id}-description-hint`} className="field-hint">
          What the group is for, when and where it meets. Markdown works: **bold**, *italic*, lists and links.
        </p>
      </div>
      <fieldset className="group-choices" disabled={!canSetVisibility}>
        <legend>Who sees the group</legend>
        {!canSetVisibility && <p className="field-hint">Only the group’s owner changes this.</p>}
        {GROUP_VISIBILITIES.map((visibility) => (
          <label key={visibility} className="group-choice">
            <input
              type="radio"
              name={`${id}-visibility`}
              value={visibility}
              checked={values.visibility === visibility}
              onChange={() => onChange(withVisibility(values, visibility))}
            />
            <span>
              <strong>{VISIBILITY_LABELS[visibility]}</strong>
              <span className="group-choice-hint">{VISIBILITY_HINTS[visibility]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="group-choices">
        <legend>How members join</legend>
        {GROUP_JOIN_POLICIES.map((policy) => {
          const off = values.visibility === 'private' && policy !== 'invite';
          return (
            <label key={policy} className={off ? 'group-choice is-off' : 'group-choice'}>
              <input
                type="radio"
                name={`${id}-join`}
                value={policy}
                disabled={off}
                checked={values.joinPolicy === policy}
                onChange={() => set('joinPolicy', policy)}
              />
              <span>
                <strong>{JOIN_LABELS[policy]}</strong>
              </span>
            </label>
          );
        })}
        {values.visibility === 'private' && (
          <p className="field-hint">
            A private group is joined by invitation only: nobody outside can find it to ask.
          </p>
        )}
      </fieldset>
    </>
  );
}
