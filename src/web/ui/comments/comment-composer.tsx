import { type FormEvent, useId, useState } from 'react';
import { COMMENT_LIMITS } from '../../../shared/api/comments';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../button';
import { ErrorText } from '../error-text';
import '../field.css';

/**
 * Writing a comment, a reply or an edit: the text (the projects' small Markdown and @mentions),
 * then Post. A refusal (comments turned off meanwhile, a limit) is said under the box and the
 * text stays.
 */
export function CommentComposer({
  label,
  submitLabel,
  initial = '',
  autoFocus = false,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  autoFocus?: boolean;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [body, setBody] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError('Write something first.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await onSubmit(body);
      setBody('');
    } catch (caught) {
      setError(errorMessage(caught, 'Your comment could not be posted. Try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="comment-composer" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          value={body}
          rows={3}
          maxLength={COMMENT_LIMITS.body}
          // biome-ignore lint/a11y/noAutofocus: a reply or an edit box opens where the member asked for it
          autoFocus={autoFocus}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setBody(event.target.value)}
        />
        <p id={`${id}-hint`} className="comment-hint">
          **bold**, *italics*, lists and links work; @username tells a member.
        </p>
      </div>
      <ErrorText>{error}</ErrorText>
      <div className="cta-row">
        <Button type="submit" disabled={busy}>
          {busy ? 'Posting…' : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="quiet" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
