import { Button } from '../../../ui/button';
import '../../../ui/save-bar.css';
import { type FieldErrors, type FieldPath, fieldId, fieldLabel, orderErrors } from './content-model';

/** Every field Save found wrong, each a link that takes the organiser to it. */
export function ErrorList({ errors, onPick }: { errors: FieldErrors; onPick: (path: FieldPath) => void }) {
  const list = orderErrors(Object.entries(errors));
  if (list.length === 0) return null;
  return (
    <section className="error-summary" aria-labelledby="content-errors-title">
      <h2 id="content-errors-title" className="error-summary-title">
        Not saved: {list.length === 1 ? 'one field needs' : `${list.length} fields need`} fixing
      </h2>
      <ul>
        {list.map(([path, message]) => (
          <li key={path}>
            <a
              href={`#${fieldId(path)}`}
              onClick={(event) => {
                event.preventDefault();
                onPick(path);
              }}
            >
              {fieldLabel(path)}: {message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface SaveProblem {
  message: string;
  /** 409: someone saved meanwhile; the organiser reloads to see it. */
  stale: boolean;
}

/** Save, always in reach at the bottom of the screen, with what the server said when it refused. */
export function SaveBar({
  changed,
  saving,
  problem,
  reloading,
  onReload,
}: {
  changed: boolean;
  saving: boolean;
  problem: SaveProblem | null;
  reloading: boolean;
  onReload: () => void;
}) {
  return (
    <div className="save-bar">
      {problem && (
        <div className="content-save-problem" role="alert">
          <p className="error-text">{problem.message}</p>
          {problem.stale && (
            <div className="cta-row">
              <Button variant="secondary" onClick={onReload} disabled={reloading}>
                {reloading ? 'Reloading…' : 'Reload'}
              </Button>
              <p className="field-hint">Reloading replaces your edits with the newest saved content.</p>
            </div>
          )}
        </div>
      )}
      <div className="save-bar-row">
        <p className="save-bar-status">{changed ? 'Unsaved changes' : 'No unsaved changes'}</p>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save club content'}
        </Button>
      </div>
    </div>
  );
}
