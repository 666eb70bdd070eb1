import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Message } from '../../../shared/api/messages';
import { deleteMessage, MESSAGES_KEY, reportMessage } from '../../lib/messages-api';
import { localDateTime } from '../../lib/time-ago';
import { BlockDialog } from '../../ui/block-dialog';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toast } from '../../ui/toast';

const ReportDialog = lazy(() => import('../../ui/report-dialog'));

const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * One message as a bubble: its text (the server's safe Markdown), its photo (the thumbnail opens
 * the full size), its time, and a small menu: Delete for one's own; Report and Block (two taps)
 * for another member's.
 */
export function MessageItem({ message }: { message: Message }) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: MESSAGES_KEY });
  const [dialog, setDialog] = useState<'delete' | 'block' | 'report' | null>(null);
  const menu = useRef<HTMLDetailsElement>(null);
  const name = message.sender?.name ?? 'A former member';
  const open = (which: 'delete' | 'block' | 'report') => {
    menu.current?.removeAttribute('open');
    setDialog(which);
  };
  if (message.deleted)
    return (
      <div className="msg-bubble msg-bubble-deleted">
        <p>Message deleted</p>
      </div>
    );
  const canAct = message.mine || message.sender;
  return (
    <div className={message.mine ? 'msg-message msg-message-mine' : 'msg-message'}>
      <div className="msg-bubble">
        {message.photo && (
          <a className="msg-photo-link" href={message.photo.display} target="_blank" rel="noreferrer">
            <img
              className="msg-attached"
              src={message.photo.thumb}
              alt={message.photo.alt}
              width={message.photo.width}
              height={message.photo.height}
              loading="lazy"
            />
          </a>
        )}
        {message.html && (
          // Rendered and sanitised by the server (the projects' safe Markdown, links made safe).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server
          <div className="msg-text" dangerouslySetInnerHTML={{ __html: message.html }} />
        )}
        <time className="msg-time" dateTime={message.createdAt} title={localDateTime(message.createdAt)}>
          {clock(message.createdAt)}
        </time>
      </div>
      {canAct && (
        <details
          className="msg-menu"
          ref={menu}
          // The menu closes on a tap outside it and on Escape (focus back on its toggle).
          onToggle={(event) => {
            const details = event.currentTarget;
            if (!details.open) return;
            const outside = (tap: PointerEvent) => {
              if (details.contains(tap.target as Node)) return;
              details.removeAttribute('open');
              document.removeEventListener('pointerdown', outside);
            };
            document.addEventListener('pointerdown', outside);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !menu.current?.open) return;
            menu.current.removeAttribute('open');
            menu.current.querySelector('summary')?.focus();
          }}
        >
          <summary className="msg-menu-toggle">
            <span aria-hidden="true">⋯</span>
            <span className="visually-hidden">
              {message.mine ? 'Your message' : `Message from ${name}`}: actions
            </span>
          </summary>
          <div className="msg-menu-panel">
            {message.mine ? (
              <button type="button" onClick={() => open('delete')}>
                Delete
              </button>
            ) : (
              <>
                <button type="button" onClick={() => open('report')}>
                  Report
                </button>
                <button type="button" onClick={() => open('block')}>
                  Block {name}
                </button>
              </>
            )}
          </div>
        </details>
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title="Delete your message?"
          confirm="Delete"
          busyLabel="Deleting…"
          danger
          onConfirm={async () => {
            const said = await deleteMessage(message.id);
            toast(said?.message || 'Message deleted.');
            await refresh();
          }}
          onClose={() => setDialog(null)}
        >
          <p>It goes for everyone in the conversation; they see “Message deleted” in its place.</p>
        </ConfirmDialog>
      )}
      {dialog === 'block' && message.sender && (
        <BlockDialog
          username={message.sender.username}
          name={name}
          onClose={() => {
            setDialog(null);
            void refresh();
          }}
        />
      )}
      {dialog === 'report' && (
        <Suspense fallback={null}>
          <ReportDialog
            title="Report this message"
            about={{ name, image: message.photo?.thumb ?? '' }}
            send={(reason, note) => reportMessage(message.id, reason, note)}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
