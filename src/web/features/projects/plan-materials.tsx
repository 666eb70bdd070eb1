import { useState } from 'react';
import { Link } from 'react-router';
import type { MaterialRow, MaterialStatus, ProjectAnswer } from '../../../shared/api/projects';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { useProjectChanges } from './api';
import { BudgetTotals } from './budget-totals';
import { type ClubStore, storeNamed, useClubStores } from './club-stores';
import { MATERIAL_STATUS_LABELS, MaterialForm } from './material-form';
import { PlanSection, RowActions, usePlanRun } from './plan-section';
import { money } from './project-format';
import './plan-materials.css';

/** The one-tap step along needed → ordered → arrived (owned: it was never bought). */
const NEXT: Partial<Record<MaterialStatus, MaterialStatus>> = { needed: 'ordered', ordered: 'arrived' };

const quantityText = (row: MaterialRow) =>
  `${row.quantity.toLocaleString('en-US')}${row.unit ? ` ${row.unit}` : ''}`;

/** The materials as a table (cards on a phone) with their money, and the budget's totals. */
export function PlanMaterials({ project }: { project: ProjectAnswer }) {
  const changes = useProjectChanges(project.id);
  const plan = usePlanRun();
  const stores = useClubStores();
  const [editing, setEditing] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const { materials, mine } = project;
  if (!mine && materials.length === 0) return null;
  const editRow = materials.find((row) => row.id === editing);
  return (
    <PlanSection id="materials" title="Materials and budget">
      {materials.length === 0 && <p className="plan-empty">No materials listed yet.</p>}
      {materials.length > 0 && (
        <table className="plan-table">
          <caption className="visually-hidden">Materials</caption>
          <thead>
            <tr>
              <th scope="col">Material</th>
              <th scope="col">Quantity</th>
              <th scope="col">Status</th>
              <th scope="col">Shop</th>
              <th scope="col" className="plan-money">
                Cost
              </th>
              {mine && (
                <th scope="col">
                  <span className="visually-hidden">Changes</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {materials.map((row) => {
              const next = NEXT[row.status];
              return (
                <tr key={row.id}>
                  <th scope="row" data-label="Material">
                    {row.name}
                  </th>
                  <td data-label="Quantity">{quantityText(row)}</td>
                  <td data-label="Status">
                    <span className={`plan-status plan-status-${row.status}`}>
                      {MATERIAL_STATUS_LABELS[row.status]}
                    </span>
                    {mine && next && (
                      <Button
                        variant="secondary"
                        className="plan-button"
                        disabled={plan.busy}
                        aria-label={`Mark ${MATERIAL_STATUS_LABELS[next].toLowerCase()}: ${row.name}`}
                        onClick={() =>
                          plan.run(() => changes.updateRow('materials', row.id, { status: next }))
                        }
                      >
                        Mark {MATERIAL_STATUS_LABELS[next].toLowerCase()}
                      </Button>
                    )}
                  </td>
                  <td data-label="Shop">
                    <ShopCell row={row} store={storeNamed(stores, row.shop)} />
                  </td>
                  <td data-label="Cost" className="plan-money">
                    {money(row.costCents)}
                    {row.quantity !== 1 && row.unitCostCents > 0 && (
                      <span className="plan-row-sub">{money(row.unitCostCents)} each</span>
                    )}
                  </td>
                  {mine && (
                    <td className="plan-table-actions">
                      <RowActions
                        name={row.name}
                        busy={plan.busy}
                        onEdit={() => {
                          plan.clear();
                          setAdding(false);
                          setEditing(row.id);
                        }}
                        onRemove={() => plan.run(() => changes.deleteRow('materials', row.id))}
                      />
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {mine && editRow && (
        <MaterialForm
          key={editRow.id}
          initial={editRow}
          label={`Edit ${editRow.name}`}
          submitLabel="Save"
          busy={plan.busy}
          error={plan.error}
          onCancel={() => setEditing(null)}
          onSave={(body) =>
            plan
              .run(() => changes.updateRow('materials', editRow.id, body))
              .then((ok) => {
                if (ok) setEditing(null);
                return ok;
              })
          }
        />
      )}
      {mine && !editRow && !adding && <ErrorText>{plan.error}</ErrorText>}
      {mine && !editRow && adding && (
        <MaterialForm
          label="Add a material"
          submitLabel="Add the material"
          busy={plan.busy}
          error={plan.error}
          onCancel={() => setAdding(false)}
          onSave={(body) => plan.run(() => changes.addRow('materials', body))}
        />
      )}
      {mine && !editRow && !adding && (
        <p className="plan-add">
          <Button
            variant="secondary"
            onClick={() => {
              plan.clear();
              setAdding(true);
            }}
          >
            Add a material
          </Button>
        </p>
      )}
      <BudgetTotals totals={project.totals} />
    </PlanSection>
  );
}

/**
 * Where a material comes from: its link when it has one, and a shop listed on the club's local
 * stores pages links to its state's page.
 */
function ShopCell({ row, store }: { row: MaterialRow; store: ClubStore | undefined }) {
  const name = row.shop || (row.url ? 'Link' : '—');
  return (
    <>
      {row.url ? (
        <a href={row.url} target="_blank" rel="noopener noreferrer">
          {name}
        </a>
      ) : store ? (
        <Link to={store.page}>{name}</Link>
      ) : (
        name
      )}
      {store && row.url && (
        <span className="plan-row-sub">
          <Link to={store.page}>Local store, {store.town}</Link>
        </span>
      )}
    </>
  );
}
