import { useClubContent } from '../../lib/club-content';
import { Chip } from '../../ui/chip';
import { EmbedFrame } from '../../ui/embed-frame';
import { CalendarIcon } from '../../ui/icons';
import { Page } from '../../ui/page';
import { ClubEvents } from './club-events';
import { ContentStatus } from './content-status';
import { EmbedCard } from './embed-card';
import './club.css';

/** /calendar: the club's public events calendar and how members add an event to it, then the club's own events. */
export default function CalendarPage() {
  const { data: content, isPending, isError } = useClubContent();
  return (
    <Page
      title="Calendar"
      lead={
        content && (
          <>
            To add an event, invite <a href={`mailto:${content.clubEmail}`}>{content.clubEmail}</a> to it.
          </>
        )
      }
      wide
    >
      <ContentStatus isPending={isPending} isError={isError} />
      {content && (
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
