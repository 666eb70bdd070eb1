import { useClubContent } from '../../lib/club-content';
import { ButtonLink } from '../../ui/button';
import { Chip } from '../../ui/chip';
import { EmbedFrame } from '../../ui/embed-frame';
import { CalendarIcon } from '../../ui/icons';
import { Page } from '../../ui/page';
import { ClubEvents } from './club-events';
import { ContentStatus } from './content-status';
import { EmbedCard } from './embed-card';
import './club.css';

/**
 * /calendar: the club's own events, under the organisers' embedded calendar once they set one.
 * Members add an event by creating it here; the spec's other way, inviting the club's address to
 * an event in their own calendar, is offered beside it when organisers have set that address.
 */
export default function CalendarPage() {
  const { data: content, isPending, isError } = useClubContent();
  const email = content?.clubEmail;
  return (
    <Page
      title="Calendar"
      lead={
        <>
          Events members create show here at once.
          {email && (
            <>
              {' '}
              Already planned in your own calendar app?{' '}
              <span className="calendar-invite">
                To add an event, invite <a href={`mailto:${email}`}>{email}</a> to it.
              </span>
            </>
          )}
        </>
      }
      actions={<ButtonLink to="/events/new">Create an event</ButtonLink>}
      wide
    >
      <ContentStatus isPending={isPending} isError={isError} />
      {content?.calendar.embedUrl && (
        <EmbedCard
          id="calendar-title"
          heading={content.calendar.title}
          className="calendar-card"
          label={
            <Chip tone="accent">
              <CalendarIcon className="chip-icon" />
              Events
            </Chip>
          }
        >
          <EmbedFrame src={content.calendar.embedUrl} title={content.calendar.title} aspect="4:3" />
        </EmbedCard>
      )}
      <ClubEvents />
    </Page>
  );
}
