import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { MESSAGE_LIMITS, MESSAGE_MESSAGES, MESSAGE_PHOTO_ALT_MAX } from '../../../shared/api/messages';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import type { ConversationChanges } from '../../lib/messages-api';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import '../../ui/field.css';

/** A refusal in words; a 429 says to wait (its Retry-After when the server gave one). */
export function sendErrorText(caught: unknown): string {
  if (caught instanceof ApiError && caught.status === 429) {
    const said = caught.serverMessage ?? 'You are sending messages too fast.';
    return /try again/i.test(said) ? said : `${said} Wait a minute, then try again.`;
  }
  return errorMessage(caught, 'Your message could not be sent. Try again.');
}

/** Enter sends on a laptop (a fine pointer); on a phone's keyboard Enter is a new line. */
const enterSends = () => globalThis.matchMedia?.('(pointer: coarse)').matches !== true;

/**
 * Writing in a conversation: the text (Enter sends, Shift+Enter a new line on a laptop) and a
 * photo with its description (required) → POST …/photos as multipart, the text its caption.
 */
export function Composer({ changes }: { changes: ConversationChanges }) {
  const [body, setBody] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState('');
  const [altError, setAltError] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const busy = changes.send.isPending || changes.sendPhoto.isPending;

  const clearPhoto = () => {
    setPhoto(null);
    setAlt('');
    setAltError('');
    if (fileInput.current) fileInput.current.value = '';
  };

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    setError('');
    if (photo && !alt.trim()) {
      setAltError(MESSAGE_MESSAGES.altRequired);
      return;
    }
    if (!photo && !body.trim()) {
      setError('Write something first.');
      return;
    }
    try {
      if (photo) {
        const form = new FormData();
        form.set('alt', alt.trim());
        form.set('body', body.trim());
        form.set('photo', photo);
        await changes.sendPhoto.mutateAsync(form);
        clearPhoto();
      } else await changes.send.mutateAsync(body);
      setBody('');
    } catch (caught) {
      setError(sendErrorText(caught));
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || !enterSends()) return;
    event.preventDefault();
    void send();
  };

  return (
    <form className="msg-composer" onSubmit={send} noValidate>
      {photo && (
        <div className="msg-composer-photo">
          <p className="msg-hint">
            Photo: {photo.name}{' '}
            <Button variant="quiet" onClick={clearPhoto}>
              Remove
            </Button>
          </p>
          <div className="field">
            <label htmlFor={`${id}-alt`}>Describe the photo (required)</label>
            <input
              id={`${id}-alt`}
              value={alt}
              maxLength={MESSAGE_PHOTO_ALT_MAX}
              aria-invalid={altError ? true : undefined}
              aria-describedby={altError ? `${id}-alt-error` : undefined}
              onChange={(e) => setAlt(e.target.value)}
            />
            {altError && (
              <p id={`${id}-alt-error`} className="error-text" role="alert">
                {altError}
              </p>
            )}
          </div>
        </div>
      )}
      <div className="msg-composer-row">
        <label className="msg-attach" title="Add a photo">
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="visually-hidden"
            onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
          />
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M4 7h3l2-2.5h6L17 7h3v12H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          <span className="visually-hidden">Add a photo</span>
        </label>
        <label htmlFor={id} className="visually-hidden">
          {photo ? 'Caption (optional)' : 'Your message'}
        </label>
        <textarea
          id={id}
          className="msg-composer-text"
          rows={1}
          value={body}
          maxLength={MESSAGE_LIMITS.body}
          placeholder={photo ? 'Add a caption…' : 'Write a message…'}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setBody(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send'}
        </Button>
      </div>
      <div id={`${id}-error`}>
        <ErrorText>{error}</ErrorText>
      </div>
    </form>
  );
}
