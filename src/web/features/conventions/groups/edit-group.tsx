import { useId, useState } from 'react';
import { CON_GROUP_LIMITS, type ConGroup } from '../../../../shared/api/con-groups';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { ConfirmDialog } from '../confirm-dialog';
import type { GroupActions } from './api';

/** The lead's "Edit group" (title and notes, what the server lets a lead change) and "Delete group". */
export function EditAndDeleteGroup({ group, actions }: { group: ConGroup; actions: GroupActions }) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  return (
    <div className="con-group-manage">
      <Button variant="secondary" onClick={() => setOpen('edit')}>
        Edit group
      </Button>
      <Button variant="danger" onClick={() => setOpen('delete')}>
        Delete group
      </Button>
      {open === 'edit' && <EditGroupDialog group={group} actions={actions} onClose={() => setOpen(null)} />}
      {open === 'delete' && (
        <ConfirmDialog
          title={`Delete “${group.title}”?`}
          confirm="Delete the group"
          busyLabel="Deleting…"
          keep="Keep it"
          danger
          onConfirm={() => actions.remove(group.id)}
          onClose={() => setOpen(null)}
        >
          <p>Its characters and every claim go with it. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function EditGroupDialog({
  group,
  actions,
  onClose,
}: {
  group: ConGroup;
  actions: GroupActions;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(group.title);
  const [notes, setNotes] = useState(group.notes);
  const notesId = useId();
  return (
    <ConfirmDialog
      title="Edit the group"
      confirm="Save"
      busyLabel="Saving…"
      disabled={!title.trim()}
      onConfirm={() => actions.change(group.id, { title: title.trim(), notes })}
      onClose={onClose}
    >
      <div className="form">
        <p className="field-hint">
          The series and day stay as they are; add and remove characters on the roster.
        </p>
        <FormField
          label="Title"
          required
          maxLength={CON_GROUP_LIMITS.title}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <div className="field">
          <label htmlFor={notesId}>Notes</label>
          <textarea
            id={notesId}
            rows={4}
            maxLength={CON_GROUP_LIMITS.notes}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </div>
      </div>
    </ConfirmDialog>
  );
}
