import type { BudgetTotals as Totals } from '../../../shared/api/projects';
import { money } from './project-format';

/** The materials' money: the total, what is still to buy, bought, owned, and the budget left or over. */
export function BudgetTotals({ totals }: { totals: Totals }) {
  const over = totals.leftCents !== null && totals.leftCents < 0;
  return (
    <dl className="budget-totals" aria-label="Budget">
      <div className="budget-total">
        <dt>Total</dt>
        <dd>{money(totals.totalCents)}</dd>
      </div>
      <div>
        <dt>To buy</dt>
        <dd>{money(totals.toBuyCents)}</dd>
      </div>
      <div>
        <dt>Bought</dt>
        <dd>{money(totals.boughtCents)}</dd>
      </div>
      <div>
        <dt>Owned</dt>
        <dd>{money(totals.ownedCents)}</dd>
      </div>
      {totals.budgetCents !== null && (
        <div>
          <dt>Budget</dt>
          <dd>{money(totals.budgetCents)}</dd>
        </div>
      )}
      {totals.leftCents !== null && (
        <div className={over ? 'budget-left is-over' : 'budget-left'}>
          <dt>{over ? 'Over budget' : 'Left'}</dt>
          <dd>{money(Math.abs(totals.leftCents))}</dd>
        </div>
      )}
    </dl>
  );
}
