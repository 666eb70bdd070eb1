import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { EventRequest } from '../../../shared/api/events';
import { errorMessage } from '../../lib/error-message';
import { EVENTS_KEY } from '../../lib/events-api';
import { toast } from '../../ui/toast';
import { removeCover, saveEvent, uploadCover } from './api';

export interface CoverChange {
  file: File | null;
  removed: boolean;
}

/**
 * Saves an event (POST, or PUT when editing), then its cover, refreshes every event answer and
 * opens the event's page. A cover that fails does not lose the event: it is saved and a toast
 * says why the cover is not. Throws when the event itself is not saved.
 */
export function useSaveEvent(eventId: number | undefined) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return async (body: EventRequest, cover: CoverChange, scope?: 'this' | 'following' | 'series') => {
    const { id } = await saveEvent(body, eventId, scope);
    let coverProblem = '';
    try {
      if (cover.file) await uploadCover(id, cover.file);
      else if (cover.removed) await removeCover(id);
    } catch (caught) {
      coverProblem = errorMessage(caught, 'The cover photo was not saved.');
    }
    await client.invalidateQueries({ queryKey: EVENTS_KEY });
    if (coverProblem) toast(`The event is saved, but not its cover: ${coverProblem}`, 'error');
    else toast(eventId === undefined ? 'Your event is up. Share the link!' : 'Changes saved');
    navigate(`/events/${id}`);
  };
}
