import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ConventionRequest } from '../../../shared/api/convention-pages';
import type { ConventionDetail } from '../../../shared/api/conventions';
import { STATE_NAMES } from '../../../shared/constants';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { FormField } from '../../ui/form-field';
import { addCon, CONS_KEY, saveCon } from './api';

const blank: ConventionRequest = {
  name: '',
  venue: '',
  city: '',
  state: 'Illinois',
  website: '',
  startsOn: null,
  endsOn: null,
};

/** Only what the form edits (the con's id, slug and days are not sent). */
const fieldsOf = ({ name, venue, city, state, website, startsOn, endsOn }: ConventionDetail) => ({
  name,
  venue,
  city,
  state,
  website,
  startsOn,
  endsOn,
});

/**
 * A con's fields: adding (organisers list it at once, members suggest it) or editing (organisers).
 * The server checks everything again; its message is shown as it is.
 */
export function ConForm({ con, submitLabel }: { con?: ConventionDetail; submitLabel: string }) {
  const [values, setValues] = useState<ConventionRequest>(con ? fieldsOf(con) : blank);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const client = useQueryClient();
  const stateId = useId();
  const set = (key: keyof ConventionRequest) => (e: { target: { value: string } }) =>
    setValues((v) => ({
      ...v,
      [key]: key === 'startsOn' || key === 'endsOn' ? e.target.value || null : e.target.value,
    }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const saved = con ? await saveCon(con.slug, values) : await addCon(values);
      await client.invalidateQueries({ queryKey: CONS_KEY });
      navigate(`/cons/${encodeURIComponent(saved.slug)}`);
    } catch (failure) {
      setError(errorMessage(failure, 'The convention could not be saved.'));
      setBusy(false);
    }
  }

  return (
    <form className="con-form" onSubmit={submit} noValidate>
      <FormField label="Name" value={values.name} onChange={set('name')} required maxLength={120} />
      <FormField label="Venue" value={values.venue} onChange={set('venue')} maxLength={120} />
      <FormField label="City" value={values.city} onChange={set('city')} required maxLength={80} />
      <div className="field">
        <label htmlFor={stateId}>State</label>
        <select id={stateId} value={values.state} onChange={set('state')}>
          {STATE_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <FormField
        label="Website"
        type="url"
        value={values.website}
        onChange={set('website')}
        placeholder="https://"
        maxLength={300}
      />
      <div className="con-form-dates">
        <FormField label="First day" type="date" value={values.startsOn ?? ''} onChange={set('startsOn')} />
        <FormField label="Last day" type="date" value={values.endsOn ?? ''} onChange={set('endsOn')} />
      </div>
      <p className="field-hint">Leave both days empty until this year’s dates are announced.</p>
      <ErrorText>{error}</ErrorText>
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
