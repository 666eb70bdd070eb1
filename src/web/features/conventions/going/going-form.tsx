import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import {
  CON_GOING_LIMITS,
  CON_GOING_VISIBILITIES,
  type ConGoingVisibility,
  type MyConGoing,
} from '../../../../shared/api/con-going';
import { errorMessage } from '../../../lib/error-message';
import { ProjectChoice } from '../../../lib/project-choice';
import { OFFLINE_WRITE_TITLE, useOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import { ErrorText } from '../../../ui/error-text';
import { FormField } from '../../../ui/form-field';
import { toast } from '../../../ui/toast';
import { shortDate, weekday } from './day-label';
import { removeGoing, saveGoing } from './going-api';

const WHO: Record<ConGoingVisibility, string> = {
  public: 'Everyone',
  members: 'Members',
  private: 'Only me',
};
const SEEN_BY: Record<ConGoingVisibility, string> = {
  public: 'everyone sees it',
  members: 'members see it',
  private: 'only you see it',
};

type Picks = Record<string, { on: boolean; character: string; series: string; projectId: number | null }>;

const picksOf = (days: readonly string[], mine: MyConGoing | null): Picks =>
  Object.fromEntries(
    days.map((day) => {
      const saved = mine?.days.find((d) => d.day === day);
      return [
        day,
        {
          on: Boolean(saved),
          character: saved?.character ?? '',
          series: saved?.series ?? '',
          projectId: saved?.projectId ?? null,
        },
      ];
    }),
  );

/** "Saturday and Sunday" */
const dayList = (days: string[]) =>
  days.length < 2 ? days.join('') : `${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}`;

/**
 * "I'm going": a checkbox per day of the con, and for each chosen day who they wear (both
 * optional: "not decided" is an answer), then who sees it. The card above says what is saved; the
 * server checks the days and answers the whole list again, which replaces the page's copy.
 */
export function GoingForm({ slug, days, mine }: { slug: string; days: string[]; mine: MyConGoing | null }) {
  const [picks, setPicks] = useState<Picks>(() => picksOf(days, mine));
  const [visibility, setVisibility] = useState<ConGoingVisibility>(mine?.visibility ?? 'members');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const client = useQueryClient();
  const online = useOnline();
  const id = useId();
  const chosen = days.filter((day) => picks[day]?.on);
  const change = (day: string, patch: Partial<Picks[string]>) =>
    setPicks((all) => ({ ...all, [day]: { ...all[day]!, ...patch } }));

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    setError('');
    try {
      await work();
      await client.invalidateQueries({ queryKey: ['cons', 'going', slug] });
      toast(done);
    } catch (caught) {
      setError(errorMessage(caught, 'Your days could not be saved. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      visibility,
      days: chosen.map((day) => {
        const { character, series, projectId } = picks[day]!;
        return { day, character, series, projectId };
      }),
    };
    void run(() => saveGoing(slug, body), chosen.length ? 'Saved. See you at the con!' : 'Saved: not going.');
  }

  return (
    <form className="going-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>I’m going</h3>
      {mine && mine.days.length > 0 && (
        <p className="going-saved">
          Saved: you go on {dayList(mine.days.map((d) => weekday(d.day)))}; {SEEN_BY[mine.visibility]}.
        </p>
      )}
      <fieldset className="going-picks">
        <legend>Your days</legend>
        {days.map((day) => (
          <div key={day} className={picks[day]?.on ? 'going-pick is-on' : 'going-pick'}>
            <label className="going-check">
              <input
                type="checkbox"
                checked={picks[day]?.on ?? false}
                onChange={(e) => change(day, { on: e.target.checked })}
              />
              <span>
                {weekday(day)}, {shortDate(day)}
              </span>
            </label>
            {picks[day]?.on && (
              <div className="going-costume-fields">
                <FormField
                  label={`Character on ${weekday(day)}`}
                  value={picks[day].character}
                  maxLength={CON_GOING_LIMITS.character}
                  placeholder="Not decided"
                  onChange={(e) => change(day, { character: e.target.value })}
                />
                <FormField
                  label={`Series on ${weekday(day)}`}
                  value={picks[day].series}
                  maxLength={CON_GOING_LIMITS.series}
                  placeholder="Not decided"
                  onChange={(e) => change(day, { series: e.target.value })}
                />
                <ProjectChoice
                  id={`${id}-${day}-project`}
                  label={`Project worn on ${weekday(day)}`}
                  value={picks[day].projectId}
                  onChange={(project) =>
                    change(day, {
                      projectId: project?.id ?? null,
                      ...(project && picks[day]!.character.trim() === ''
                        ? { character: project.character || project.title, series: project.series }
                        : {}),
                    })
                  }
                />
              </div>
            )}
          </div>
        ))}
      </fieldset>
      <fieldset className="going-who">
        <legend>Who sees it</legend>
        <div className="going-who-choices">
          {CON_GOING_VISIBILITIES.map((value) => (
            <label key={value} className="going-who-choice">
              <input
                type="radio"
                name={`${id}-who`}
                value={value}
                checked={visibility === value}
                onChange={() => setVisibility(value)}
              />
              <span>{WHO[value]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <ErrorText>{error}</ErrorText>
      <div className="cta-row">
        <Button type="submit" disabled={busy || !online} title={online ? undefined : OFFLINE_WRITE_TITLE}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
        {mine && (
          <Button
            variant="quiet"
            disabled={busy || !online}
            onClick={() => void run(() => removeGoing(slug), 'You are no longer listed as going.')}
          >
            I’m not going
          </Button>
        )}
      </div>
    </form>
  );
}
