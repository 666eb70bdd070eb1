import { useState } from 'react';
import type { ProjectAnswer, ReferenceRow } from '../../../shared/api/projects';
import { useProjectChanges } from './api';
import { PlanInput, PlanSection, RowActions, RowForm, usePlanRun } from './plan-section';
import { ReferencePhotoAdder, RemoveReferencePhoto } from './reference-photo-adder';

const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** Reference links and reference photos; the maker adds, edits and removes links. */
export function PlanReferences({ project }: { project: ProjectAnswer }) {
  const changes = useProjectChanges(project.id);
  const plan = usePlanRun();
  const [editing, setEditing] = useState<number | null>(null);
  const { references, referencePhotos, mine } = project;
  if (!mine && references.length === 0 && referencePhotos.length === 0) return null;
  return (
    <PlanSection id="references" title="References">
      {referencePhotos.length > 0 && (
        <ul className="plan-reference-photos" aria-label="Reference photos">
          {referencePhotos.map((photo) => (
            <li key={photo.id}>
              <a href={photo.src} target="_blank" rel="noopener noreferrer">
                <img
                  src={photo.thumb}
                  alt={photo.alt}
                  width={120}
                  height={Math.round((120 * photo.height) / Math.max(1, photo.width))}
                  loading="lazy"
                  decoding="async"
                />
              </a>
              {mine && <RemoveReferencePhoto projectId={project.id} photo={photo} />}
            </li>
          ))}
        </ul>
      )}
      {mine && <ReferencePhotoAdder projectId={project.id} />}
      {references.length === 0 && <p className="plan-empty">No reference links yet.</p>}
      {references.length > 0 && (
        <ul className="plan-rows">
          {references.map((row) =>
            editing === row.id ? (
              <li key={row.id}>
                <ReferenceForm
                  initial={row}
                  label={`Edit the link ${row.note || hostOf(row.url)}`}
                  submitLabel="Save"
                  busy={plan.busy}
                  error={plan.error}
                  onCancel={() => setEditing(null)}
                  onSave={(body) =>
                    plan
                      .run(() => changes.updateRow('references', row.id, body))
                      .then((ok) => {
                        if (ok) setEditing(null);
                        return ok;
                      })
                  }
                />
              </li>
            ) : (
              <li key={row.id} className="plan-row">
                <span className="plan-row-main">
                  <a href={row.url} target="_blank" rel="noopener noreferrer">
                    {row.note || hostOf(row.url)}
                  </a>
                  {row.note && <span className="plan-row-sub">{hostOf(row.url)}</span>}
                </span>
                {mine && (
                  <RowActions
                    name={row.note || hostOf(row.url)}
                    busy={plan.busy}
                    onEdit={() => {
                      plan.clear();
                      setEditing(row.id);
                    }}
                    onRemove={() => plan.run(() => changes.deleteRow('references', row.id))}
                  />
                )}
              </li>
            ),
          )}
        </ul>
      )}
      {mine && editing === null && (
        <ReferenceForm
          label="Add a reference link"
          submitLabel="Add the link"
          busy={plan.busy}
          error={plan.error}
          onSave={(body) => plan.run(() => changes.addRow('references', body))}
        />
      )}
    </PlanSection>
  );
}

function ReferenceForm({
  initial,
  label,
  submitLabel,
  busy,
  error,
  onSave,
  onCancel,
}: {
  initial?: ReferenceRow;
  label: string;
  submitLabel: string;
  busy: boolean;
  error: string;
  onSave: (body: { url: string; note: string }) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [url, setUrl] = useState(initial?.url ?? '');
  const [note, setNote] = useState(initial?.note ?? '');
  return (
    <RowForm
      label={label}
      submitLabel={submitLabel}
      busy={busy}
      error={error}
      onCancel={onCancel}
      onSubmit={async () => {
        const ok = await onSave({ url: url.trim(), note: note.trim() });
        if (ok && !initial) {
          setUrl('');
          setNote('');
        }
      }}
    >
      <PlanInput label="Link" type="url" value={url} onValue={setUrl} placeholder="https://" required />
      <PlanInput label="Note" value={note} onValue={setNote} placeholder="Front view, official art" />
    </RowForm>
  );
}
