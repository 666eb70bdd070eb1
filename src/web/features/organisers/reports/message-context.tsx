import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ReportedConversation, ReportedMessageLine } from '../../../../shared/api/message-reports';
import { errorMessage } from '../../../lib/error-message';
import { localDateTime } from '../../../lib/time-ago';
import { Button } from '../../../ui/button';
import { ErrorText } from '../../../ui/error-text';
import { toast } from '../../../ui/toast';
import { setMessageHidden } from './api';
import './message-context.css';

/** "Direct conversation: Mara Maker, Robin Reed" or "Group “Foam crew”: …". */
function heading(conversation: ReportedConversation): string {
  const names = conversation.members.map((m) => m.name).join(', ');
  const what =
    conversation.kind === 'direct'
      ? 'Direct conversation'
      : conversation.title
        ? `Group “${conversation.title}”`
        : 'Group conversation';
  return names ? `${what}: ${names}` : what;
}

function Line({ line, hidden }: { line: ReportedMessageLine; hidden: boolean }) {
  const marks = [line.reported && 'Reported', hidden && 'Hidden'].filter(Boolean).join(' · ');
  return (
    <li className={line.reported ? 'queue-message queue-message-reported' : 'queue-message'}>
      <p className="queue-message-meta">
        <strong>{line.sender}</strong> <time dateTime={line.createdAt}>{localDateTime(line.createdAt)}</time>
        {marks && <span className="queue-message-mark"> · {marks}</span>}
      </p>
      {line.deleted ? (
        <p className="queue-message-gone">Message deleted</p>
      ) : (
        <>
          {line.body && <p className="queue-message-body">{line.body}</p>}
          {line.photoAlt !== null && <p className="queue-message-photo">Photo: “{line.photoAlt}”</p>}
        </>
      )}
    </li>
  );
}

/**
 * A reported message in the organisers' queue: the conversation's kind and members, a small
 * transcript of the messages around it that the reporter could see (the reported one
 * highlighted), and Hide message / Show message (audited; its sender still sees it).
 */
export function MessageReportContext({
  conversation,
  describedBy,
}: {
  conversation: ReportedConversation;
  describedBy: string;
}) {
  const reported = conversation.messages.find((m) => m.reported);
  const [hidden, setHidden] = useState(reported?.hidden ?? false);
  const titleId = useId();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (hide: boolean) => setMessageHidden(reported?.id ?? 0, hide),
    onSuccess: (answer, hide) => {
      toast(answer.message);
      setHidden(hide);
    },
    // The audit log (under ['organisers']) gains the change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['organisers'] }),
  });
  return (
    <section className="queue-conversation" aria-labelledby={titleId}>
      <h3 id={titleId} className="queue-conversation-title">
        {heading(conversation)}
      </h3>
      <ol className="queue-conversation-lines" aria-label="Messages around the reported one">
        {conversation.messages.map((line) => (
          <Line key={line.id} line={line} hidden={line.reported ? hidden : line.hidden} />
        ))}
      </ol>
      {reported && (
        <div className="cta-row">
          <Button
            variant="secondary"
            aria-describedby={describedBy}
            disabled={mutation.isPending}
            onClick={() => mutation.mutate(!hidden)}
          >
            {hidden ? 'Show message' : 'Hide message'}
          </Button>
          {hidden && <span role="status">Hidden from everyone but its sender</span>}
        </div>
      )}
      <ErrorText>
        {mutation.error ? errorMessage(mutation.error, 'That did not work. Please try again.') : ''}
      </ErrorText>
    </section>
  );
}
