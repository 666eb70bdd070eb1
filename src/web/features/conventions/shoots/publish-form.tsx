import { type FormEvent, useState } from 'react';
import { clockLabel, SHOOT_LIMITS, slotStarts } from '../../../../shared/api/shoots';
import { errorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { ErrorText } from '../../../ui/error-text';
import { FormField } from '../../../ui/form-field';
import { toast } from '../../../ui/toast';
import { useShootActions } from './api';
import { dayLabel } from './format';

/** "This makes 12 slots, 10:00 am – 4:00 pm": what saving would make, before it is saved. */
export function slotPreview(from: string, until: string, length: number, gap: number): string {
  if (!/^\d\d:\d\d$/.test(from) || !/^\d\d:\d\d$/.test(until) || !(length > 0) || !(gap >= 0)) return '';
  const starts = slotStarts(from, until, length, gap, SHOOT_LIMITS.maxSlots);
  if (starts.length === 0) return 'These times make no slot.';
  if (starts.length > SHOOT_LIMITS.maxSlots) return `That is more than ${SHOOT_LIMITS.maxSlots} slots.`;
  const last = (starts.at(-1) ?? 0) + length;
  const n = starts.length;
  return `This makes ${n} ${n === 1 ? 'slot' : 'slots'}, ${clockLabel(starts[0] ?? 0)} – ${clockLabel(last)}`;
}

/** The photographer's "Publish slots": a day of slots in one step. */
export function PublishForm({ slug, days, day }: { slug: string; days: string[]; day: string }) {
  const actions = useShootActions(slug);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({
    day,
    from: '10:00',
    until: '16:00',
    length: '25',
    gap: '5',
    place: '',
    price: '',
    notes: '',
  });
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [name]: e.target.value });
  const preview = slotPreview(form.from, form.until, Number(form.length), Number(form.gap));

  if (!open)
    return (
      <div className="shoots-publish-open">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Publish slots
        </Button>
      </div>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    try {
      const made = await actions.publish({
        day: form.day,
        from: form.from,
        until: form.until,
        lengthMinutes: Number(form.length),
        gapMinutes: Number(form.gap),
        place: form.place,
        price: form.price.trim() === '' ? null : Number(form.price),
        notes: form.notes,
      });
      toast(`${made.slots.length} slots published`);
      setOpen(false);
    } catch (caught) {
      setProblem(errorMessage(caught, 'The slots were not published.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form shoots-publish" onSubmit={submit} aria-labelledby="shoots-publish-title">
      <h3 id="shoots-publish-title">Publish slots</h3>
      <div className="field">
        <label htmlFor="shoots-publish-day">Day</label>
        <select id="shoots-publish-day" value={form.day} onChange={set('day')}>
          {days.map((d) => (
            <option key={d} value={d}>
              {dayLabel(d)}
            </option>
          ))}
        </select>
      </div>
      <div className="shoots-publish-row">
        <FormField label="From" type="time" required value={form.from} onChange={set('from')} />
        <FormField label="Until" type="time" required value={form.until} onChange={set('until')} />
      </div>
      <div className="shoots-publish-row">
        <FormField
          label="Slot length (minutes)"
          type="number"
          min={5}
          max={240}
          required
          value={form.length}
          onChange={set('length')}
        />
        <FormField
          label="Gap (minutes)"
          type="number"
          min={0}
          max={240}
          required
          value={form.gap}
          onChange={set('gap')}
        />
      </div>
      <p className="shoots-preview" aria-live="polite">
        {preview}
      </p>
      <FormField
        label="Place"
        value={form.place}
        maxLength={SHOOT_LIMITS.place}
        onChange={set('place')}
        hint="Where to meet, e.g. the fountain by Hall B"
      />
      <FormField
        label="Price in dollars"
        type="number"
        min={0}
        step="0.01"
        value={form.price}
        onChange={set('price')}
        hint="Leave empty for free"
      />
      <FormField label="Notes" value={form.notes} maxLength={SHOOT_LIMITS.notes} onChange={set('notes')} />
      <ErrorText>{problem}</ErrorText>
      <div className="shoots-panel-actions">
        <Button type="submit" disabled={busy}>
          Publish
        </Button>
        <Button variant="quiet" onClick={() => setOpen(false)}>
          Close
        </Button>
      </div>
    </form>
  );
}
