import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ErrorText } from '../../ui/error-text';

/**
 * The question before deleting from the log. It runs the deletion itself, so its error is said
 * inside the dialog, and it closes once done.
 */
export function LogConfirm({
  title,
  children,
  confirm,
  busyLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirm: string;
  busyLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async () => {
    setBusy(true);
    setError('');
    try {
      await onConfirm();
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, 'That did not work. Try again.'));
      setBusy(false);
    }
  };
  return (
    <Dialog open title={title} onClose={onClose}>
      {children}
      <ErrorText>{error}</ErrorText>
      <div className="cta-row">
        <Button variant="danger" disabled={busy} onClick={run}>
          {busy ? busyLabel : confirm}
        </Button>
        <Button variant="quiet" onClick={onClose}>
          Keep it
        </Button>
      </div>
    </Dialog>
  );
}
