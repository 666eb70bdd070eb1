import { useState } from 'react';
import { PROJECT_LIMITS, type ProjectAnswer, type TaskRow } from '../../../shared/api/projects';
import { useProjectChanges } from './api';
import { PlanInput, PlanSection, RowActions, RowForm, usePlanRun } from './plan-section';
import { duration } from './project-format';

/** "1.5" hours (or "1:30") as minutes; NaN for anything else. */
export function hoursToMinutes(typed: string): number {
  const text = typed.trim().replace(',', '.');
  if (text === '') return 0;
  const clock = /^(\d+):([0-5]\d)$/.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  if (!/^\d*\.?\d+$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 60);
}
const minutesToHours = (minutes: number) =>
  minutes === 0 ? '' : String(Math.round((minutes / 60) * 100) / 100);

/** The tasks with their estimates; a tap on the box marks one done (or not). */
export function PlanTasks({ project }: { project: ProjectAnswer }) {
  const changes = useProjectChanges(project.id);
  const plan = usePlanRun();
  const [editing, setEditing] = useState<number | null>(null);
  const { tasks, mine } = project;
  if (!mine && tasks.length === 0) return null;
  const done = tasks.filter((t) => t.done).length;
  return (
    <PlanSection
      id="tasks"
      title="Tasks"
      count={tasks.length > 0 ? `${done} of ${tasks.length} done` : undefined}
    >
      {tasks.length === 0 && <p className="plan-empty">No tasks yet.</p>}
      {tasks.length > 0 && (
        <ul className="plan-rows">
          {tasks.map((task) =>
            editing === task.id ? (
              <li key={task.id}>
                <TaskForm
                  initial={task}
                  label={`Edit ${task.title}`}
                  submitLabel="Save"
                  busy={plan.busy}
                  error={plan.error}
                  onCancel={() => setEditing(null)}
                  onSave={(body) =>
                    plan
                      .run(() => changes.updateRow('tasks', task.id, body))
                      .then((ok) => {
                        if (ok) setEditing(null);
                        return ok;
                      })
                  }
                />
              </li>
            ) : (
              <li key={task.id} className={task.done ? 'plan-row plan-task is-done' : 'plan-row plan-task'}>
                {mine ? (
                  <label className="plan-task-check">
                    <input
                      type="checkbox"
                      checked={task.done}
                      disabled={plan.busy}
                      onChange={(e) =>
                        plan.run(() => changes.updateRow('tasks', task.id, { done: e.target.checked }))
                      }
                    />
                    <span>{task.title}</span>
                  </label>
                ) : (
                  <span className="plan-row-main">
                    {task.done && <span className="visually-hidden">Done: </span>}
                    {task.title}
                  </span>
                )}
                {task.estimateMinutes > 0 && (
                  <span className="plan-row-sub">{duration(task.estimateMinutes)}</span>
                )}
                {mine && (
                  <RowActions
                    name={task.title}
                    busy={plan.busy}
                    onEdit={() => {
                      plan.clear();
                      setEditing(task.id);
                    }}
                    onRemove={() => plan.run(() => changes.deleteRow('tasks', task.id))}
                  />
                )}
              </li>
            ),
          )}
        </ul>
      )}
      {mine && editing === null && (
        <TaskForm
          label="Add a task"
          submitLabel="Add the task"
          busy={plan.busy}
          error={plan.error}
          onSave={(body) => plan.run(() => changes.addRow('tasks', body))}
        />
      )}
    </PlanSection>
  );
}

function TaskForm({
  initial,
  label,
  submitLabel,
  busy,
  error,
  onSave,
  onCancel,
}: {
  initial?: TaskRow;
  label: string;
  submitLabel: string;
  busy: boolean;
  error: string;
  onSave: (body: { title: string; estimateMinutes: number }) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [hours, setHours] = useState(minutesToHours(initial?.estimateMinutes ?? 0));
  const [problem, setProblem] = useState('');
  return (
    <RowForm
      label={label}
      submitLabel={submitLabel}
      busy={busy}
      error={problem || error}
      onCancel={onCancel}
      onSubmit={async () => {
        const estimateMinutes = hoursToMinutes(hours);
        if (!Number.isFinite(estimateMinutes) || estimateMinutes > PROJECT_LIMITS.minutes) {
          setProblem('Write the estimate in hours, like 2 or 1.5.');
          return;
        }
        setProblem('');
        const ok = await onSave({ title: title.trim(), estimateMinutes });
        if (ok && !initial) {
          setTitle('');
          setHours('');
        }
      }}
    >
      <PlanInput label="Task" value={title} onValue={setTitle} placeholder="Seal the foam" required />
      <PlanInput
        label="Estimate (hours)"
        className="plan-narrow"
        value={hours}
        onValue={setHours}
        inputMode="decimal"
        placeholder="1.5"
      />
    </RowForm>
  );
}
