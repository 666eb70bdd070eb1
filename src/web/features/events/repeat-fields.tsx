import { EDIT_SCOPES } from '../../../shared/api/event-series';
import { EventInput, EventSelect } from './event-fields';
import type { EventFormErrors, EventFormValues } from './event-form-model';
import { repeatOptions } from './repeat-model';

export type EditScope = (typeof EDIT_SCOPES)[number];

const SCOPE_LABELS: Record<EditScope, string> = {
  this: 'Only this date',
  following: 'This and the following dates',
  series: 'Every date still to come',
};

interface Props {
  values: EventFormValues;
  errors: EventFormErrors;
  onValue: (field: 'repeats' | 'repeatUntil' | 'repeatCount') => (value: string) => void;
  onEnd: (end: 'until' | 'count') => void;
  /** Editing an occurrence: which dates the change is for; undefined for a new or one-off event. */
  scope?: EditScope;
  onScope?: (scope: EditScope) => void;
}

/**
 * "Repeats" in the event form (issue 38): how often, from the start date's weekday or day, and
 * when it ends. Editing an occurrence asks first which dates the change is for; the rule can only
 * change for this and the following dates or for every date to come.
 */
export function RepeatFields({ values, errors, onValue, onEnd, scope, onScope }: Props) {
  const common = (field: 'repeats' | 'repeatUntil' | 'repeatCount') => ({
    name: field,
    value: values[field],
    onValue: onValue(field),
    error: errors[field],
  });
  const editing = scope !== undefined && onScope !== undefined;
  const ruleShown = !editing || scope !== 'this';
  return (
    <>
      {editing && (
        <div className="event-visibility" role="radiogroup" aria-label="Change which dates">
          {EDIT_SCOPES.map((s) => (
            <label key={s} className="event-check">
              <input type="radio" name="scope" value={s} checked={scope === s} onChange={() => onScope(s)} />
              <span>{SCOPE_LABELS[s]}</span>
            </label>
          ))}
        </div>
      )}
      {ruleShown && (
        <EventSelect
          {...common('repeats')}
          label="Repeats"
          hint="From the start date: its weekday, or its day of the month. Members answer each date."
          options={repeatOptions(values.startDate)}
        />
      )}
      {ruleShown && values.repeats !== '' && (
        <>
          <div className="event-visibility" role="radiogroup" aria-label="Ends">
            <label className="event-check">
              <input
                type="radio"
                name="repeatEnd"
                value="count"
                checked={values.repeatEnd === 'count'}
                onChange={() => onEnd('count')}
              />
              <span>After a number of times</span>
            </label>
            <label className="event-check">
              <input
                type="radio"
                name="repeatEnd"
                value="until"
                checked={values.repeatEnd === 'until'}
                onChange={() => onEnd('until')}
              />
              <span>On a last date</span>
            </label>
          </div>
          {values.repeatEnd === 'count' ? (
            <EventInput {...common('repeatCount')} label="How many times" inputMode="numeric" />
          ) : (
            <EventInput {...common('repeatUntil')} label="Last date" type="date" />
          )}
        </>
      )}
    </>
  );
}
