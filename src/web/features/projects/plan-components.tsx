import { useState } from 'react';
import type { ComponentRow, ComponentStatus, ProjectAnswer } from '../../../shared/api/projects';
import { Button } from '../../ui/button';
import { useProjectChanges } from './api';
import { PlanInput, PlanSection, PlanSelect, RowActions, RowForm, usePlanRun } from './plan-section';

export const COMPONENT_STATUS_LABELS: Record<ComponentStatus, string> = {
  todo: 'To do',
  building: 'Building',
  done: 'Done',
};
/** The one-tap step forward from each status (done has none). */
const NEXT: Record<ComponentStatus, { to: ComponentStatus; verb: string } | null> = {
  todo: { to: 'building', verb: 'Start' },
  building: { to: 'done', verb: 'Mark done' },
  done: null,
};
const STATUS_OPTIONS = Object.entries(COMPONENT_STATUS_LABELS) as [ComponentStatus, string][];

/** The parts of the build (helmet, bracers…), each with its status. */
export function PlanComponents({ project }: { project: ProjectAnswer }) {
  const changes = useProjectChanges(project.id);
  const plan = usePlanRun();
  const [editing, setEditing] = useState<number | null>(null);
  const { components, mine } = project;
  if (!mine && components.length === 0) return null;
  const done = components.filter((c) => c.status === 'done').length;
  return (
    <PlanSection
      id="components"
      title="Parts"
      count={components.length > 0 ? `${done} of ${components.length} done` : undefined}
    >
      {components.length === 0 && <p className="plan-empty">No parts listed yet.</p>}
      {components.length > 0 && (
        <ul className="plan-rows">
          {components.map((row) => {
            const next = NEXT[row.status];
            if (editing === row.id) {
              return (
                <li key={row.id}>
                  <ComponentForm
                    initial={row}
                    label={`Edit ${row.name}`}
                    submitLabel="Save"
                    busy={plan.busy}
                    error={plan.error}
                    onCancel={() => setEditing(null)}
                    onSave={(body) =>
                      plan
                        .run(() => changes.updateRow('components', row.id, body))
                        .then((ok) => {
                          if (ok) setEditing(null);
                          return ok;
                        })
                    }
                  />
                </li>
              );
            }
            return (
              <li key={row.id} className="plan-row">
                <span className="plan-row-main">{row.name}</span>
                <span className={`plan-status plan-status-${row.status}`}>
                  {COMPONENT_STATUS_LABELS[row.status]}
                </span>
                {mine && (
                  <RowActions
                    name={row.name}
                    busy={plan.busy}
                    onEdit={() => {
                      plan.clear();
                      setEditing(row.id);
                    }}
                    onRemove={() => plan.run(() => changes.deleteRow('components', row.id))}
                  >
                    {next && (
                      <Button
                        variant="secondary"
                        className="plan-button"
                        disabled={plan.busy}
                        aria-label={`${next.verb}: ${row.name}`}
                        onClick={() =>
                          plan.run(() => changes.updateRow('components', row.id, { status: next.to }))
                        }
                      >
                        {next.verb}
                      </Button>
                    )}
                  </RowActions>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {mine && editing === null && (
        <ComponentForm
          label="Add a part"
          submitLabel="Add the part"
          busy={plan.busy}
          error={plan.error}
          onSave={(body) => plan.run(() => changes.addRow('components', body))}
        />
      )}
    </PlanSection>
  );
}

function ComponentForm({
  initial,
  label,
  submitLabel,
  busy,
  error,
  onSave,
  onCancel,
}: {
  initial?: ComponentRow;
  label: string;
  submitLabel: string;
  busy: boolean;
  error: string;
  onSave: (body: { name: string; status: ComponentStatus }) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [status, setStatus] = useState<ComponentStatus>(initial?.status ?? 'todo');
  return (
    <RowForm
      label={label}
      submitLabel={submitLabel}
      busy={busy}
      error={error}
      onCancel={onCancel}
      onSubmit={async () => {
        const ok = await onSave({ name: name.trim(), status });
        if (ok && !initial) {
          setName('');
          setStatus('todo');
        }
      }}
    >
      <PlanInput label="Part" value={name} onValue={setName} placeholder="Helmet" required />
      <PlanSelect
        label="Status"
        value={status}
        onValue={(v) => setStatus(v as ComponentStatus)}
        options={STATUS_OPTIONS}
      />
    </RowForm>
  );
}
