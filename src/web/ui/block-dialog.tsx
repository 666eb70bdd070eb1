import { useTieChange } from '../lib/people-api';
import { ConfirmDialog } from './confirm-dialog';
import { toast } from './toast';

/**
 * The second of blocking's two taps (from a profile or a comment): what a block does, then Block.
 * The server's answer shows as a toast; a refusal stays in the dialog.
 */
export function BlockDialog({
  username,
  name,
  onClose,
}: {
  username: string;
  name: string;
  onClose: () => void;
}) {
  const ties = useTieChange();
  return (
    <ConfirmDialog
      title={`Block ${name}?`}
      confirm="Block"
      busyLabel="Blocking…"
      danger
      onConfirm={async () => toast((await ties.mutateAsync({ change: 'block', username })).message)}
      onClose={onClose}
    >
      <p>
        {name} will no longer see your RSVPs, cosplans or projects, and cannot tag you, mention you, comment
        on your things or message you. You will not see theirs or their comments either. They are not told,
        and you can unblock them at any time.
      </p>
    </ConfirmDialog>
  );
}
