import { type FormEvent, useEffect, useRef, useState } from 'react';
import { EVENT_LIMITS, EVENT_VISIBILITIES, OFFER_HOURS } from '../../../shared/api/events';
import { STATE_NAMES } from '../../../shared/constants';
import { errorMessage } from '../../lib/error-message';
import { Button, ButtonLink } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { ConChoice } from './con-choice';
import { CoverField } from './cover-field';
import { EventInput, EventSelect, EventTextArea } from './event-fields';
import {
  type EventFormErrors,
  type EventFormValues,
  eventFieldId,
  firstError,
  toEventRequest,
  withConDay,
  withState,
  zoneWasChosen,
} from './event-form-model';
import { type EditScope, RepeatFields } from './repeat-fields';
import { useSaveEvent } from './save-event';
import { OTHER_ZONE, US_TIME_ZONES } from './time-zones';
import './event-controls.css';

const ZONE_OPTIONS = [
  ...US_TIME_ZONES.map((z) => ({ value: z.value, label: z.label })),
  { value: OTHER_ZONE, label: 'Other…' },
];
const STATE_OPTIONS = [{ value: '', label: 'None' }, ...STATE_NAMES.map((s) => ({ value: s, label: s }))];
const OFFER_OPTIONS = OFFER_HOURS.map((h) => ({
  value: String(h),
  label: h < 24 ? `${h} hours` : h === 24 ? '1 day' : `${h / 24} days`,
}));
const VISIBILITY_LABELS: Record<(typeof EVENT_VISIBILITIES)[number], string> = {
  public: 'Everyone (shown on the landing page and in the public calendar)',
  members: 'Only signed-in members',
};

/**
 * Creating or editing an event. Checked with the server's own schema before sending: errors show
 * next to their fields and the first one gets the focus. The cover goes up after the event is saved.
 */
export function EventForm({
  initial,
  eventId,
  currentCover = '',
  inSeries = false,
  group,
}: {
  initial: EventFormValues;
  /** A new event of this group (/events/new?group=<slug>): sent as its groupId. */
  group?: { id: number; name: string };
  eventId?: number;
  currentCover?: string;
  /** Editing an occurrence of a series: the form asks which dates the change is for. */
  inSeries?: boolean;
}) {
  const [values, setValues] = useState(initial);
  const [scope, setScope] = useState<EditScope>('this');
  // The zone follows the state until the host picks one (an edit's own zone counts as picked).
  const [zoneChosen, setZoneChosen] = useState(() => zoneWasChosen(initial));
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const [coverRemoved, setCoverRemoved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const save = useSaveEvent(eventId);
  const errorsRef = useRef(errors);
  errorsRef.current = errors;

  // After a failed check, the first field with an error gets the focus.
  useEffect(() => {
    if (attempt === 0) return;
    const field = firstError(errorsRef.current);
    if (field) document.getElementById(eventFieldId(field))?.focus();
  }, [attempt]);

  const set = (field: keyof EventFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const onValue = (field: keyof EventFormValues) => {
    if (field === 'state') return (state: string) => setValues((v) => withState(v, state, zoneChosen));
    if (field === 'zoneChoice' || field === 'otherZone') {
      return (value: string) => {
        setZoneChosen(true);
        set(field)(value);
      };
    }
    return set(field);
  };
  const clear = (...fields: (keyof EventFormValues)[]) =>
    setErrors((e) => ({ ...e, ...Object.fromEntries(fields.map((f) => [f, undefined])) }));
  const chooseCon = (slug: string) => {
    setValues((v) => ({ ...v, conSlug: slug, conDay: '' }));
    clear('conSlug', 'conDay');
  };
  const chooseConDay = (day: string) => {
    setValues((v) => withConDay(v, day));
    clear('conDay', 'startDate', 'endDate');
  };
  const common = (field: keyof EventFormValues) => ({
    name: field,
    value: values[field],
    onValue: onValue(field),
    error: errors[field],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const { body, errors: found } = toEventRequest(values);
    setErrors(found);
    setAttempt((n) => n + 1);
    if (!body) return;
    setSaving(true);
    try {
      // A one-off event edited stays one (turning it into a series is a new event).
      const oneOff = eventId !== undefined && !inSeries ? { ...body, repeat: null } : body;
      const sent = group && eventId === undefined ? { ...oneOff, groupId: group.id } : oneOff;
      await save(sent, { file: coverFile, removed: coverRemoved }, inSeries ? scope : undefined);
    } catch (caught) {
      setFailure(errorMessage(caught, 'The event could not be saved. Try again.'));
      setSaving(false);
    }
  }

  return (
    <form className="form event-form" onSubmit={submit} noValidate>
      {group && eventId === undefined && (
        <p className="event-form-group">
          An event of <strong>{group.name}</strong>: its page and its members see it there.
        </p>
      )}
      <fieldset>
        <legend>What</legend>
        <EventInput
          {...common('title')}
          label="Title"
          maxLength={EVENT_LIMITS.title}
          required
          autoComplete="off"
        />
        <EventTextArea
          {...common('description')}
          label="Description"
          hint="Plain text. Web addresses become links."
          maxLength={EVENT_LIMITS.description}
        />
      </fieldset>
      <fieldset>
        <legend>When</legend>
        <ConChoice
          slug={values.conSlug}
          day={values.conDay}
          errors={errors}
          onCon={chooseCon}
          onDay={chooseConDay}
        />
        <div className="field-row">
          <EventInput {...common('startDate')} label="Start date" type="date" required />
          <EventInput {...common('startTime')} label="Start time" type="time" required />
        </div>
        <div className="field-row">
          <EventInput {...common('endDate')} label="End date" type="date" required />
          <EventInput {...common('endTime')} label="End time" type="time" required />
        </div>
        <EventSelect
          {...common('zoneChoice')}
          label="Time zone"
          hint="Times are shown to everyone in this zone. It follows the event’s state until you choose one."
          options={ZONE_OPTIONS}
        />
        {values.zoneChoice === OTHER_ZONE && (
          <EventInput
            {...common('otherZone')}
            label="Other time zone"
            hint="Its IANA name, for example Europe/London or America/Toronto."
            autoComplete="off"
            spellCheck={false}
          />
        )}
        {(eventId === undefined || inSeries) && !values.conSlug && (
          <RepeatFields
            values={values}
            errors={errors}
            onValue={(field) => set(field)}
            onEnd={(end) => setValues((v) => ({ ...v, repeatEnd: end }))}
            scope={inSeries ? scope : undefined}
            onScope={inSeries ? setScope : undefined}
          />
        )}
      </fieldset>
      <fieldset>
        <legend>Where</legend>
        <EventInput {...common('venue')} label="Venue" maxLength={EVENT_LIMITS.venue} />
        <EventInput
          {...common('address')}
          label="Address"
          maxLength={EVENT_LIMITS.address}
          autoComplete="street-address"
        />
        <div className="field-row">
          <EventInput {...common('city')} label="City" maxLength={EVENT_LIMITS.city} />
          <EventSelect {...common('state')} label="State" hint="None if online." options={STATE_OPTIONS} />
        </div>
        <EventInput
          {...common('url')}
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={EVENT_LIMITS.url}
        />
      </fieldset>
      <fieldset>
        <legend>Who can come</legend>
        <div className="event-visibility" role="radiogroup" aria-label="Who sees this event">
          {EVENT_VISIBILITIES.map((v) => (
            <label key={v} className="event-check">
              <input
                type="radio"
                name="visibility"
                value={v}
                checked={values.visibility === v}
                onChange={() => setValues((current) => ({ ...current, visibility: v }))}
              />
              <span>{VISIBILITY_LABELS[v]}</span>
            </label>
          ))}
        </div>
        <EventInput
          {...common('capacity')}
          label="Capacity (optional)"
          hint="How many can say “going”. Leave empty for no limit."
          inputMode="numeric"
          className="event-capacity"
        />
        {values.capacity.trim() !== '' && (
          <EventSelect
            {...common('offerHours')}
            label="When a place frees up, hold it for"
            hint="The next member on the waitlist has this long to accept before it goes to the one after."
            options={OFFER_OPTIONS}
            className="event-capacity"
          />
        )}
      </fieldset>
      <fieldset>
        <legend>Cover photo</legend>
        <CoverField
          current={currentCover}
          file={coverFile}
          removed={coverRemoved}
          seed={eventId ?? 1}
          onFile={setCoverFile}
          onRemove={setCoverRemoved}
        />
      </fieldset>
      <ErrorText>{failure}</ErrorText>
      <div className="cta-row">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : eventId === undefined ? 'Create event' : 'Save changes'}
        </Button>
        <ButtonLink variant="quiet" to={eventId === undefined ? '/events' : `/events/${eventId}`}>
          Back without saving
        </ButtonLink>
      </div>
    </form>
  );
}
