import { useId, useState } from 'react';
import { CON_GROUP_LIMITS, type ConGroup, type ConGroupChanges } from '../../../../shared/api/con-groups';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormField } from '../../../ui/form-field';
import type { GroupActions } from './api';
import { dayLabel } from './day-label';

interface Props {
  group: ConGroup;
  /** The con's days, to move the group to another. */
  days: string[];
  actions: GroupActions;
}

/** The lead's "Edit group" (series, day, title and notes) and "Delete group". */
export function EditAndDeleteGroup({ group, days, actions }: Props) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  return (
    <div className="con-group-manage">
      <Button variant="secondary" onClick={() => setOpen('edit')}>
        Edit group
      </Button>
      <Button variant="danger" onClick={() => setOpen('delete')}>
        Delete group
      </Button>
      {open === 'edit' && (
        <EditGroupDialog group={group} days={days} actions={actions} onClose={() => setOpen(null)} />
      )}
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

/**
 * Series and day are sent only when changed: members who claimed a character are told of those,
 * and a day the con no longer has (its dates moved) stays until the lead picks another.
 */
function EditGroupDialog({ group, days, actions, onClose }: Props & { onClose: () => void }) {
  const [series, setSeries] = useState(group.series);
  const [day, setDay] = useState(group.day ?? '');
  const [title, setTitle] = useState(group.title);
  const [notes, setNotes] = useState(group.notes);
  const notesId = useId();
  const dayId = useId();
  const choices = group.day && !days.includes(group.day) ? [group.day, ...days] : days;
  const changes = (): ConGroupChanges => ({
    ...(series.trim() === group.series ? {} : { series: series.trim() }),
    ...(day === (group.day ?? '') ? {} : { day: day || null }),
    title: title.trim(),
    notes,
  });
  return (
    <ConfirmDialog
      title="Edit the group"
      confirm="Save"
      busyLabel="Saving…"
      disabled={!title.trim() || !series.trim()}
      onConfirm={() => actions.change(group.id, changes())}
      onClose={onClose}
    >
      <div className="form">
        <p className="field-hint">
          Members who claimed a character are told when the series or day changes. Add and remove characters
          on the roster.
        </p>
        <FormField
          label="Series"
          required
          maxLength={CON_GROUP_LIMITS.series}
          value={series}
          onChange={(e) => setSeries(e.target.value)}
        />
        <div className="field">
          <label htmlFor={dayId}>Day</label>
          <select id={dayId} value={day} onChange={(e) => setDay(e.target.value)}>
            <option value="">Whole con</option>
            {choices.map((d) => (
              <option key={d} value={d}>
                {dayLabel(d)}
              </option>
            ))}
          </select>
        </div>
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
