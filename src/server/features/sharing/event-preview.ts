import { formatForPeople } from '../../../shared/time/zoned';
import type { EventPageFacts } from '../../db/link-preview-repo';
import type { PagePreview } from './page-preview';
import { summaryText } from './summary-text';

/**
 * A public event's preview: its title (saying so when it is cancelled), when it starts in its own
 * time zone and where, then as much of its description as fits; its cover as the image.
 */
export function eventPreview(event: EventPageFacts, publicUrl: string): PagePreview {
  const title = event.cancelled_at === null ? event.title : `Cancelled: ${event.title}`;
  const when = formatForPeople(event.starts_at, event.time_zone);
  const where = [event.venue, event.city, event.state]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
  const facts = [when, where].filter(Boolean).join(' · ');
  const about = event.description.trim();
  const url = `${publicUrl}/events/${event.id}`;
  return {
    title,
    description: summaryText(about ? `${facts}. ${about}` : facts),
    url,
    type: 'website',
    image: event.cover_id
      ? {
          url: `${publicUrl}/api/events/${event.id}/cover/${event.cover_id}/og`,
          alt: `Cover photo of ${event.title}`,
        }
      : undefined,
  };
}
