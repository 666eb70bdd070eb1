import { useId, useState } from 'react';
import {
  MATERIAL_STATUSES,
  type MaterialRow,
  type MaterialStatus,
  PROJECT_LIMITS,
} from '../../../shared/api/projects';
import { ClubStoreOptions, useClubStores } from './club-stores';
import { PlanInput, PlanSelect, RowForm } from './plan-section';
import { centsToDollars, dollarsToCents } from './project-format';

export const MATERIAL_STATUS_LABELS: Record<MaterialStatus, string> = {
  needed: 'Needed',
  ordered: 'Ordered',
  arrived: 'Arrived',
  owned: 'Owned',
};
const STATUS_OPTIONS = MATERIAL_STATUSES.map((s) => [s, MATERIAL_STATUS_LABELS[s]] as const);

export interface MaterialBody {
  name: string;
  quantity: number;
  unit: string;
  unitCostCents: number;
  status: MaterialStatus;
  shop: string;
  url: string;
}

/** Adding or editing a material: the price is typed in dollars and sent in cents. */
export function MaterialForm({
  initial,
  label,
  submitLabel,
  busy,
  error,
  onSave,
  onCancel,
}: {
  initial?: MaterialRow;
  label: string;
  submitLabel: string;
  busy: boolean;
  error: string;
  onSave: (body: MaterialBody) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const blank = {
    name: initial?.name ?? '',
    quantity: String(initial?.quantity ?? 1),
    unit: initial?.unit ?? '',
    price: initial ? centsToDollars(initial.unitCostCents) : '',
    status: initial?.status ?? ('needed' as MaterialStatus),
    shop: initial?.shop ?? '',
    url: initial?.url ?? '',
  };
  const [v, setV] = useState(blank);
  // The club's local stores, offered as the shop (their pages link from the plan).
  const stores = useClubStores();
  const storesId = useId();
  const [problem, setProblem] = useState('');
  const set = (key: keyof typeof blank) => (value: string) => setV((old) => ({ ...old, [key]: value }));

  async function submit() {
    const quantity = Number(v.quantity.replace(',', '.'));
    const unitCostCents = dollarsToCents(v.price) ?? 0;
    if (!Number.isFinite(quantity) || quantity <= 0 || quantity > PROJECT_LIMITS.quantity) {
      setProblem('Quantities are numbers above 0, like 2 or 1.5.');
      return;
    }
    if (!Number.isFinite(unitCostCents) || unitCostCents > PROJECT_LIMITS.cents) {
      setProblem('Write the price in dollars, like 12 or $12.50.');
      return;
    }
    setProblem('');
    const ok = await onSave({
      name: v.name.trim(),
      quantity,
      unit: v.unit.trim(),
      unitCostCents,
      status: v.status,
      shop: v.shop.trim(),
      url: v.url.trim(),
    });
    if (ok && !initial) setV({ ...blank, name: '', price: '', shop: '', url: '' });
  }

  return (
    <RowForm
      label={label}
      submitLabel={submitLabel}
      busy={busy}
      error={problem || error}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <PlanInput label="Material" value={v.name} onValue={set('name')} placeholder="Worbla sheet" required />
      <PlanInput
        label="Quantity"
        className="plan-narrow"
        value={v.quantity}
        onValue={set('quantity')}
        inputMode="decimal"
      />
      <PlanInput
        label="Unit"
        className="plan-narrow"
        value={v.unit}
        onValue={set('unit')}
        placeholder="yards"
      />
      <PlanInput
        label="Price each"
        className="plan-narrow"
        value={v.price}
        onValue={set('price')}
        inputMode="decimal"
        placeholder="$"
      />
      <PlanSelect
        label="Status"
        value={v.status}
        onValue={(s) => set('status')(s)}
        options={STATUS_OPTIONS}
      />
      <PlanInput
        label="Shop"
        value={v.shop}
        onValue={set('shop')}
        placeholder="Cosplay Supplies"
        list={storesId}
        autoComplete="off"
      />
      <ClubStoreOptions id={storesId} stores={stores} />
      <PlanInput label="Link" type="url" value={v.url} onValue={set('url')} placeholder="https://" />
    </RowForm>
  );
}
