import { useState } from 'react';
import type { EventDetail } from '../../../shared/api/events';
import { fetchFile, saveFile } from '../../lib/download';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import { CalendarIcon } from '../../ui/icons';
import { toast } from '../../ui/toast';

const fileName = (event: EventDetail) =>
  `${
    event.title
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'event'
  }.ics`;

/**
 * "Add to calendar": the event as an .ics file. A public event is a plain link (works before the
 * script runs, and for any visitor); a members-only one is fetched with the member's token.
 */
export function AddToCalendar({ event }: { event: EventDetail }) {
  const [busy, setBusy] = useState(false);
  const href = `/api/events/${event.id}.ics`;
  if (event.visibility === 'public') {
    return (
      <a className="button button-secondary" href={href} download={fileName(event)}>
        <CalendarIcon /> Add to calendar
      </a>
    );
  }
  async function download() {
    setBusy(true);
    try {
      const response = await fetchFile(`/events/${event.id}.ics`, 'text/calendar');
      saveFile(await response.blob(), fileName(event));
    } catch (error) {
      toast(errorMessage(error, 'The calendar file could not be made.'), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" onClick={download} disabled={busy}>
      <CalendarIcon /> Add to calendar
    </Button>
  );
}
