import { type FormEvent, useId, useState } from 'react';
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '../../shared/api/moderation';
import { errorMessage } from '../lib/error-message';
import { Button } from './button';
import { Dialog } from './dialog';
import { ErrorText } from './error-text';
import { toast } from './toast';
import './report-dialog.css';

const NOTE_MAX = 1000;

/**
 * Reporting something to the organisers: a reason, an optional note, Send. `send` posts it; the
 * server's thanks shows as a toast, its refusals (429 included) stay in here. Default export so
 * pages can load it only when a member opens it.
 */
export default function ReportDialog({
  title,
  about,
  send,
  onClose,
}: {
  title: string;
  /** Whose profile or photo is reported (the photo's URL, or '' for the profile), above the reasons. */
  about: { name: string; image: string };
  send: (reason: ReportReason, note: string) => Promise<{ message?: string } | null | undefined>;
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
      const answer = await send(reason, note.trim());
      toast(answer?.message || 'Thank you. An organiser will look at your report.');
      onClose();
    } catch (e) {
      setError(errorMessage(e, 'Your report could not be sent. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <Dialog open title={title} onClose={onClose} className="report-dialog">
      <form className="form" onSubmit={submit} noValidate>
        <div className="report-intro">
          <ReportIntro name={about.name} image={about.image} />
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

/** The intro's common words: the photo being reported (if any) beside who sees the report. */
function ReportIntro({ name, image }: { name: string; image: string }) {
  return (
    <>
      {image && <img className="report-photo" src={image} alt={`What you are reporting from ${name}`} />}
      <p>
        Only the club’s organisers see reports. They look at each one and decide what to do; {name} is not
        told who reported them.
      </p>
    </>
  );
}
