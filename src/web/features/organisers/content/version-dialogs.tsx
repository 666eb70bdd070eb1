import { useMutation } from '@tanstack/react-query';
import type { ContentVersionInfo, CurrentContentAnswer } from '../../../../shared/api/content-editor';
import { errorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ErrorText } from '../../../ui/error-text';
import { toast } from '../../../ui/toast';
import { restoreVersion, useContentSync, useContentVersion } from './api';
import { ContentPreview } from './content-preview';
import { SavedWhen } from './version-meta';

/** A version's content as visitors saw it, with Restore when it is not the current one. */
export function ViewDialog({
  version,
  isCurrent,
  onClose,
  onRestore,
}: {
  version: ContentVersionInfo;
  isCurrent: boolean;
  onClose: () => void;
  onRestore: () => void;
}) {
  const answer = useContentVersion(version.id);
  return (
    <Dialog open title={`Version #${version.id}`} onClose={onClose} className="version-dialog">
      <p className="version-meta">
        Saved by @{version.authorUsername} <SavedWhen at={version.createdAt} />
        {version.restoredFrom !== null && <>, restored from #{version.restoredFrom}</>}
      </p>
      {answer.isPending && <p role="status">Loading…</p>}
      {answer.isError && (
        <ErrorText>{errorMessage(answer.error, 'This version could not be loaded.')}</ErrorText>
      )}
      {answer.data && <ContentPreview content={answer.data.content} />}
      <div className="cta-row version-dialog-actions">
        {!isCurrent && <Button onClick={onRestore}>Restore this version</Button>}
        <Button variant={isCurrent ? 'primary' : 'secondary'} onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}

/** Asks before restoring: the version becomes the club content everywhere within seconds. */
export function RestoreDialog({
  version,
  hasEdits,
  onClose,
  onRestored,
}: {
  version: ContentVersionInfo;
  hasEdits: boolean;
  onClose: () => void;
  onRestored: (answer: CurrentContentAnswer) => void;
}) {
  const sync = useContentSync();
  const restore = useMutation({
    mutationFn: async () => {
      await restoreVersion(version.id);
      return sync.fresh();
    },
    onSuccess: (answer) => {
      sync.saved(answer);
      toast(`Version #${version.id} restored`);
      onRestored(answer);
    },
  });
  return (
    <Dialog open title={`Restore version #${version.id}?`} onClose={onClose}>
      <p>
        Its content becomes the club content on every page within seconds. It is saved as a new version, so
        nothing is lost.
      </p>
      {hasEdits && <p className="restore-warning">Your unsaved edits in the form will be replaced.</p>}
      <ErrorText>
        {restore.error ? errorMessage(restore.error, 'The version could not be restored.') : ''}
      </ErrorText>
      <div className="cta-row">
        <Button onClick={() => restore.mutate()} disabled={restore.isPending}>
          {restore.isPending ? 'Restoring…' : 'Restore'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
