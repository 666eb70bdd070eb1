import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { actionBody } from '../../../../shared/api/moderation';
import { errorMessage } from '../../../lib/error-message';
import { Button, type ButtonVariant } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ErrorText } from '../../../ui/error-text';
import { toast } from '../../../ui/toast';
import { type ModerationAction, takeAction } from './api';
import './action-dialog.css';

const REASON_MAX = 500;

interface Copy {
  title: string;
  effect: string;
  confirm: string;
  variant: ButtonVariant;
  done: string;
}

/** What each action does, in the words the dialog uses. */
export function actionCopy(action: ModerationAction): Copy {
  const who = `@${action.member.username}`;
  switch (action.kind) {
    case 'dismiss':
      return action.report.reason === 'appeal'
        ? {
            title: 'Dismiss this appeal?',
            effect: `The suspension stays. ${who} cannot appeal it again.`,
            confirm: 'Dismiss appeal',
            variant: 'primary',
            done: 'Appeal dismissed',
          }
        : {
            title: 'Dismiss this report?',
            effect: `The report is closed and nothing changes on ${who}’s profile.`,
            confirm: 'Dismiss report',
            variant: 'primary',
            done: 'Report dismissed',
          };
    case 'hide-photo':
      return {
        title: 'Hide this photo?',
        effect: `The photo disappears from ${who}’s public page and slideshow.`,
        confirm: 'Hide photo',
        variant: 'danger',
        done: 'Photo hidden',
      };
    case 'suspend':
      return {
        title: `Suspend ${who}?`,
        effect: `${who} vanishes from every public place, is signed out everywhere and cannot log in until the suspension is lifted. They can appeal once.`,
        confirm: 'Suspend member',
        variant: 'danger',
        done: 'Member suspended',
      };
    case 'unsuspend':
      return {
        title: `Lift ${who}’s suspension?`,
        effect: `${who} can log in again and their profile is public again.`,
        confirm: 'Lift suspension',
        variant: 'primary',
        done: 'Suspension lifted',
      };
  }
}

/**
 * Confirms one action with its reason. The reason is mailed to the member and kept in the audit
 * log, so the dialog says so. Afterwards every ['organisers'] query (the queue, the tab counts,
 * the audit log) is refreshed.
 */
export function ActionDialog({ action, onClose }: { action: ModerationAction; onClose: () => void }) {
  const copy = actionCopy(action);
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const reasonId = useId();
  const mutation = useMutation({
    mutationFn: (text: string) => takeAction(action, text),
    onSuccess: (answer) => {
      toast(answer?.message || copy.done);
      onClose();
    },
    // Also after a failure: another organiser may have handled it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['organisers'] }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = actionBody.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Give a short reason.');
      return;
    }
    setProblem('');
    mutation.mutate(parsed.data.reason);
  }

  const error =
    problem || (mutation.error ? errorMessage(mutation.error, 'That did not work. Please try again.') : '');
  return (
    <Dialog open title={copy.title} onClose={onClose} className="action-dialog">
      <form className="form" onSubmit={submit} noValidate>
        <p className="action-effect">{copy.effect}</p>
        <div className="field">
          <label htmlFor={reasonId}>Reason</label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={REASON_MAX}
            aria-describedby={`${reasonId}-hint`}
            aria-invalid={problem ? true : undefined}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <p id={`${reasonId}-hint`} className="field-hint">
            @{action.member.username} receives this reason by email. It is also kept in the audit log.
          </p>
        </div>
        <ErrorText>{error}</ErrorText>
        <div className="cta-row">
          <Button type="submit" variant={copy.variant} disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving…' : copy.confirm}
          </Button>
          <Button variant="quiet" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
