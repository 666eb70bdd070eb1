import {
  PROJECT_VISIBILITIES,
  PROJECT_VISIBILITY_LABELS,
  type ProjectVisibility,
} from '../../../shared/api/projects';
import { projectFieldId } from './project-form-model';

const MEANING: Record<ProjectVisibility, string> = {
  everyone: 'Anyone can see it, signed in or not.',
  members: 'Only signed-in club members can see it.',
  private: 'Only you can see it: a plan you are not ready to share.',
};

/** Who sees the project: three radio buttons, each with one line saying what it means. */
export function VisibilityChoice({
  value,
  onValue,
  error,
}: {
  value: ProjectVisibility;
  onValue: (value: ProjectVisibility) => void;
  error?: string;
}) {
  const id = projectFieldId('visibility');
  return (
    <fieldset id={id} className="project-visibility" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>Who sees it</legend>
      {PROJECT_VISIBILITIES.map((choice) => (
        <label key={choice} className="project-visibility-option">
          <input
            type="radio"
            name="visibility"
            value={choice}
            checked={value === choice}
            onChange={() => onValue(choice)}
          />
          <span>
            <strong>{PROJECT_VISIBILITY_LABELS[choice]}</strong>
            <span className="project-visibility-meaning">{MEANING[choice]}</span>
          </span>
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className="error-text">
          {error}
        </p>
      )}
    </fieldset>
  );
}
