import { Link, useParams } from 'react-router';
import {
  type COMPONENT_STATUSES,
  PROJECT_KIND_LABELS,
  PROJECT_STATUS_LABELS,
  type ProjectAnswer,
} from '../../../shared/api/projects';
import { ApiError } from '../../lib/api';
import { useTitle } from '../../lib/use-title';
import { Button } from '../../ui/button';
import { PageHeader } from '../../ui/page';
import { useProject } from './api';
import { MATERIAL_STATUS_LABELS } from './material-form';
import { characterLine, dayLabel, duration, money, pacingLine } from './project-format';
import { ProjectNotFound } from './project-not-found';
import './build-sheet.css';

const PART_LABELS: Record<(typeof COMPONENT_STATUSES)[number], string> = {
  todo: 'To do',
  building: 'Building',
  done: 'Done',
};

/**
 * /projects/:id/sheet — the build sheet (issue 36 item 7): the plan on paper for the workbench or
 * the shop: parts and tasks to tick, the shopping list with its money, the references' addresses.
 * The same answer as the project page (who may see it is the server's), printed on A4.
 */
export default function BuildSheetPage() {
  const id = Number(useParams().id);
  const project = useProject(id);
  useTitle(project.data ? `Build sheet: ${project.data.title}` : 'Build sheet');
  const missing = project.error instanceof ApiError && [400, 404].includes(project.error.status);
  if (!Number.isInteger(id) || id <= 0 || missing) return <ProjectNotFound />;
  if (!project.data) return <PageHeader title="Loading the build sheet…" />;
  return <BuildSheet project={project.data} />;
}

function BuildSheet({ project }: { project: ProjectAnswer }) {
  const { totals } = project;
  const line = characterLine(project.character, project.series);
  const target = project.con
    ? `${project.con.name}${project.targetDate ? ` (${dayLabel(project.targetDate)})` : ''}`
    : project.targetDate && dayLabel(project.targetDate);
  return (
    <article className="page build-sheet" aria-labelledby="page-title">
      <div className="build-sheet-tools">
        <Link to={`/projects/${project.id}`}>Back to the project</Link>
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <PageHeader title={project.title} lead={line || undefined} />
      <dl className="build-sheet-facts">
        <dt>Maker</dt>
        <dd>{project.maker.name}</dd>
        <dt>Kind</dt>
        <dd>{PROJECT_KIND_LABELS[project.kind]}</dd>
        <dt>Status</dt>
        <dd>{PROJECT_STATUS_LABELS[project.status]}</dd>
        {target && (
          <>
            <dt>For</dt>
            <dd>{target}</dd>
          </>
        )}
        {project.status !== 'done' && project.pacing.daysLeft !== null && (
          <>
            <dt>Pace</dt>
            <dd>{pacingLine(project.pacing)}</dd>
          </>
        )}
      </dl>

      {project.components.length > 0 && (
        <section aria-labelledby="sheet-parts">
          <h2 id="sheet-parts">Parts</h2>
          <ul className="build-sheet-ticks">
            {project.components.map((part) => (
              <li key={part.id} data-done={part.status === 'done'}>
                {part.name} <span className="build-sheet-note">{PART_LABELS[part.status]}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {project.tasks.length > 0 && (
        <section aria-labelledby="sheet-tasks">
          <h2 id="sheet-tasks">Tasks</h2>
          <ul className="build-sheet-ticks">
            {project.tasks.map((task) => (
              <li key={task.id} data-done={task.done}>
                {task.title}
                {task.estimateMinutes > 0 && (
                  <span className="build-sheet-note">{duration(task.estimateMinutes)}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      {project.materials.length > 0 && (
        <section aria-labelledby="sheet-materials">
          <h2 id="sheet-materials">Materials</h2>
          <table className="build-sheet-table">
            <thead>
              <tr>
                <th scope="col">Material</th>
                <th scope="col">Quantity</th>
                <th scope="col">Status</th>
                <th scope="col">Shop</th>
                <th scope="col" className="build-sheet-money">
                  Cost
                </th>
              </tr>
            </thead>
            <tbody>
              {project.materials.map((m) => (
                <tr key={m.id}>
                  <td>{m.name}</td>
                  <td>
                    {m.quantity.toLocaleString('en-US')}
                    {m.unit && ` ${m.unit}`}
                  </td>
                  <td>{MATERIAL_STATUS_LABELS[m.status]}</td>
                  <td>{m.shop || m.url || '—'}</td>
                  <td className="build-sheet-money">{money(m.costCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="build-sheet-totals">
            Total {money(totals.totalCents)} · to buy {money(totals.toBuyCents)}
            {totals.budgetCents !== null && totals.leftCents !== null && (
              <>
                {' '}
                · budget {money(totals.budgetCents)} ·{' '}
                {totals.leftCents >= 0
                  ? `${money(totals.leftCents)} left`
                  : `${money(-totals.leftCents)} over`}
              </>
            )}
          </p>
        </section>
      )}

      {project.references.length > 0 && (
        <section aria-labelledby="sheet-references">
          <h2 id="sheet-references">References</h2>
          <ul className="build-sheet-references">
            {project.references.map((r) => (
              <li key={r.id}>
                {r.note && <span>{r.note}: </span>}
                <a href={r.url}>{r.url}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
