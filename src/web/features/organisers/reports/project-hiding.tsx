import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ErrorText } from '../../../ui/error-text';
import { toast } from '../../../ui/toast';
import { hideProject, type ProjectTarget } from './api';
import './action-dialog.css';

/**
 * "Hide project" (or "Hide log entry", "Hide tutorial") on a report about a costume project, confirmed in a
 * dialog. The report stays open (the organiser still dismisses it or suspends); `onHidden` lets
 * it say so.
 */
export function ProjectHiding({
  target,
  describedBy,
  onHidden,
}: {
  target: ProjectTarget;
  describedBy: string;
  onHidden: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const { what } = target;
  const who = what === 'comment' ? 'author' : 'maker';
  const mutation = useMutation({
    mutationFn: () => hideProject(target),
    onSuccess: (answer) => {
      toast(answer.message);
      setConfirming(false);
      onHidden();
    },
    // The audit log (under ['organisers']) gains the hiding.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['organisers'] }),
  });
  const close = () => {
    mutation.reset();
    setConfirming(false);
  };
  return (
    <>
      <Button variant="secondary" aria-describedby={describedBy} onClick={() => setConfirming(true)}>
        Hide {what}
      </Button>
      {confirming && (
        <Dialog open title={`Hide this ${what}?`} onClose={close} className="action-dialog">
          <div className="form">
            <p className="action-effect">
              Everyone but its {who} stops seeing it at once, wherever it showed. The {who} still sees it. The
              hiding is kept in the audit log.
            </p>
            <ErrorText>
              {mutation.error ? errorMessage(mutation.error, 'That did not work. Please try again.') : ''}
            </ErrorText>
            <div className="cta-row">
              <Button variant="danger" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
                {mutation.isPending ? 'Saving…' : `Hide ${what}`}
              </Button>
              <Button variant="quiet" onClick={close}>
                Cancel
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </>
  );
}
