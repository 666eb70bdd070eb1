import { type FormEvent, useId, useState } from 'react';
import type { PendingMember } from '../../../../shared/api/organiser-members';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ErrorText } from '../../../ui/error-text';
import { actionError, useMemberAction } from './api';

/** Declining asks for the reason the person receives, and says what happens to the account. */
export function DeclineDialog({ member, onClose }: { member: PendingMember; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const decline = useMemberAction({ onDone: onClose, inDialog: true });
  const fieldId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    decline.mutate({ kind: 'decline', id: member.id, reason });
  };
  return (
    <Dialog open title={`Decline @${member.username}?`} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <p>
          The account is erased at once, with everything in it. Your reason is mailed to{' '}
          <strong>{member.recoveryemail}</strong>.
        </p>
        <div className="field">
          <label htmlFor={fieldId}>Reason</label>
          <textarea
            id={fieldId}
            rows={3}
            required
            minLength={3}
            maxLength={500}
            value={reason}
            aria-describedby={hintId}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={hintId} className="field-hint">
            A sentence or two, written to them.
          </p>
        </div>
        <ErrorText>{decline.error && actionError(decline.error)}</ErrorText>
        <div className="cta-row">
          <Button type="submit" variant="danger" disabled={decline.isPending}>
            Decline and erase
          </Button>
          <Button variant="quiet" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
