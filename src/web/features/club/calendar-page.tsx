import { useClubContent } from '../../lib/club-content';
import { EmbedFrame } from '../../ui/embed-frame';
import { Page } from '../../ui/page';
import { ContentStatus } from './content-status';

/** /calendar: the club's public events calendar and how members add an event to it. */
export default function CalendarPage() {
  const { data: content, isPending, isError } = useClubContent();
  return (
    <Page title="Calendar">
      <ContentStatus isPending={isPending} isError={isError} />
      {content && (
        <>
          <p>
            To add an event, invite <a href={`mailto:${content.clubEmail}`}>{content.clubEmail}</a> to it.
          </p>
          <EmbedFrame src={content.calendar.embedUrl} title={content.calendar.title} aspect="4:3" />
        </>
      )}
    </Page>
  );
}
