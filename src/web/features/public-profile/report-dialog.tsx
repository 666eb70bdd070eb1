import { type FormEvent, useId, useState } from 'react';
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '../../../shared/api/moderation';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ErrorText } from '../../ui/error-text';
import { toast } from '../../ui/toast';
import './report-dialog.css';

const NOTE_MAX = 1000;

/**
 * Reporting a member's profile or one of their photos to the organisers: a reason, an optional
 * note, Send. The server's thanks shows as a toast; its refusals (429 included) stay in here.
 */
export default function ReportDialog({
  username,
  name,
  image,
  onClose,
}: {
  username: string;
  name: string;
  /** The photo's URL, or '' for the profile. */
  image: string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const noteId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setError('Choose what is wrong.');
      return;
    }
    setError('');
    setBusy(true);
    try {
      const answer = await api<{ message?: string }>('/reports', {
        method: 'POST',
        auth: true,
        body: { username, image, reason, note: note.trim() },
      });
      toast(answer?.message || 'Thank you. An organiser will look at your report.');
      onClose();
    } catch (e) {
      setError(errorMessage(e, 'Your report could not be sent. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      title={image ? 'Report this photo' : `Report ${name}`}
      onClose={onClose}
      className="report-dialog"
    >
      <form className="form" onSubmit={submit} noValidate>
        <div className="report-intro">
          {image && <img className="report-photo" src={image} alt={`What you are reporting from ${name}`} />}
          <p>
            Only the club’s organisers see reports. They look at each one and decide what to do; {name} is not
            told who reported them.
          </p>
        </div>
        <fieldset className="report-reasons">
          <legend>What is wrong?</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className="report-reason">
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={noteId}>Anything the organisers should know (optional)</label>
          <textarea
            id={noteId}
            rows={3}
            maxLength={NOTE_MAX}
            aria-describedby={`${noteId}-count`}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <p id={`${noteId}-count`} className="field-hint report-count">
            {note.length.toLocaleString('en-US')} of {NOTE_MAX.toLocaleString('en-US')} characters
          </p>
        </div>
        <ErrorText>{error}</ErrorText>
        <div className="cta-row">
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending…' : 'Send report'}
          </Button>
          <Button variant="quiet" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
