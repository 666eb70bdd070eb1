import { useState } from 'react';
import type { ShootPhotographer, ShootSlot } from '../../../../shared/api/shoots';
import { errorMessage } from '../../../lib/error-message';
import { Button, ButtonLink } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorText } from '../../../ui/error-text';
import { toast } from '../../../ui/toast';
import { useShootActions } from './api';
import { ReportSlot } from './report-slot';

/**
 * What one tapped slot offers: book it, cancel it, or (the photographer) remove it; an organiser
 * may remove anyone's slot, after a question.
 */
export function SlotPanel({
  slug,
  slot,
  photographer,
  mine,
  organiser = false,
  signedIn,
  price,
  onDone,
}: {
  slug: string;
  slot: ShootSlot;
  photographer: ShootPhotographer;
  mine: boolean;
  organiser?: boolean;
  signedIn: boolean;
  price: string;
  onDone: () => void;
}) {
  const actions = useShootActions(slug);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [removing, setRemoving] = useState(false);
  const first = photographer.displayName.split(' ')[0] ?? photographer.displayName;
  const run = async (work: () => Promise<unknown>, done: string, close = false) => {
    setBusy(true);
    setProblem('');
    try {
      await work();
      toast(done);
      if (close) onDone();
    } catch (caught) {
      setProblem(errorMessage(caught, 'That did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  const facts = [slot.place, price, slot.notes].filter((part) => part !== '').join(' · ');

  return (
    <div className="shoots-panel" aria-live="polite">
      <p className="shoots-panel-title">
        <strong>{slot.time}</strong> with {photographer.displayName}
      </p>
      {facts && <p className="shoots-panel-facts">{facts}</p>}
      {problem && <ErrorText>{problem}</ErrorText>}
      <div className="shoots-panel-actions">
        {!signedIn && slot.state === 'free' && (
          <ButtonLink to={`/login?next=${encodeURIComponent(`/cons/${slug}#shoots`)}`}>
            Log in to book
          </ButtonLink>
        )}
        {signedIn && !mine && slot.state === 'free' && (
          <Button
            disabled={busy}
            onClick={() => run(() => actions.book(slot.id), `Booked: ${slot.time} with ${first}`)}
          >
            Book {slot.time} with {first}
          </Button>
        )}
        {slot.state === 'yours' && (
          <>
            <span className="shoots-yours">Yours</span>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => run(() => actions.cancel(slot.id), 'Booking cancelled')}
            >
              Cancel
            </Button>
          </>
        )}
        {mine && slot.state !== 'free' && (
          <>
            <span>Booked by {slot.bookedBy?.displayName ?? 'a member'}</span>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => run(() => actions.cancel(slot.id), 'Booking cancelled')}
            >
              Cancel booking
            </Button>
          </>
        )}
        {mine && slot.state === 'free' && (
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => run(() => actions.remove(slot.id), 'Slot removed', true)}
          >
            Remove slot
          </Button>
        )}
        {!mine && slot.state === 'booked' && <span>Booked</span>}
        {organiser && !mine && (
          <Button variant="danger" disabled={busy} onClick={() => setRemoving(true)}>
            Remove slot
          </Button>
        )}
        {signedIn && !mine && <ReportSlot slot={slot} photographer={photographer} />}
        <Button variant="quiet" onClick={onDone}>
          Close
        </Button>
      </div>
      {removing && (
        <ConfirmDialog
          title={`Remove ${photographer.displayName}’s ${slot.time} slot?`}
          confirm="Remove the slot"
          busyLabel="Removing…"
          keep="Keep it"
          danger
          onConfirm={async () => {
            await actions.removeAsOrganiser(slot.id);
            toast('Slot removed');
            onDone();
          }}
          onClose={() => setRemoving(false)}
        >
          <p>
            {slot.state === 'free'
              ? 'Nobody has booked it.'
              : 'It is booked: the member who booked it is told the shoot was cancelled.'}{' '}
            The removal is written to the audit log.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
