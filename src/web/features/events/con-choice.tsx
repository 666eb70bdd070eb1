import { useQuery } from '@tanstack/react-query';
import type { ConventionList } from '../../../shared/api/convention-pages';
import type { ConventionSummary } from '../../../shared/api/conventions';
import { conDayName } from '../../../shared/time/convention-times';
import { api } from '../../lib/api';
import { EventSelect } from './event-fields';
import type { EventFormErrors } from './event-form-model';

/** Today where the club's cons are (Central time), as the con list orders them. */
const clubToday = (now = Date.now()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(now);

/**
 * The cons a meetup can be at: listed, with dates, not over. The event's own con stays a choice
 * (an edit after the con) so saving does not drop it unasked.
 */
export function meetupCons(cons: readonly ConventionSummary[], current: string, today = clubToday()) {
  return cons.filter(
    (con) => con.slug === current || (con.days.length > 0 && con.endsOn !== null && con.endsOn >= today),
  );
}

/** GET /api/cons for the choice (the con pages' query key prefix, so their changes clear it). */
function useConChoices() {
  return useQuery({
    queryKey: ['cons', 'meetup-choices'],
    queryFn: ({ signal }) => api<ConventionList>('/cons', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** "At a convention" and, once one is chosen, which of its days (the form sets the dates to it). */
export function ConChoice({
  slug,
  day,
  errors,
  onCon,
  onDay,
}: {
  slug: string;
  day: string;
  errors: EventFormErrors;
  onCon: (slug: string) => void;
  onDay: (day: string) => void;
}) {
  const cons = useConChoices();
  const choices = meetupCons(cons.data?.cons ?? [], slug);
  const chosen = choices.find((con) => con.slug === slug);
  // While the list loads, the chosen con is named by its slug so the select keeps its value.
  const options = [
    { value: '', label: 'No' },
    ...choices.map((con) => ({ value: con.slug, label: con.name })),
    ...(slug && !chosen ? [{ value: slug, label: slug }] : []),
  ];
  return (
    <>
      <EventSelect
        name="conSlug"
        label="At a convention"
        hint="A meetup at a con shows on the con’s page, and in the day plan of those going."
        value={slug}
        onValue={onCon}
        options={options}
        error={errors.conSlug}
      />
      {slug && (
        <EventSelect
          name="conDay"
          label="Day of the convention"
          hint="Choosing a day sets the start and end dates to it."
          value={day}
          onValue={onDay}
          options={[
            { value: '', label: 'Choose a day' },
            ...(chosen?.days ?? (day ? [day] : [])).map((d) => ({ value: d, label: conDayName(d) })),
          ]}
          error={errors.conDay}
        />
      )}
    </>
  );
}
