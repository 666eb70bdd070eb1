import type { Pacing } from '../../../shared/api/projects';
import { dayLabel, pacingLine } from './project-format';

/** Days left to the target and the hours a day the remaining tasks need; a warning when behind. */
export function PacingPanel({ pacing }: { pacing: Pacing }) {
  if (!pacing.targetDate) return null;
  return (
    <section
      className={pacing.behind ? 'pacing-panel is-behind' : 'pacing-panel'}
      aria-labelledby="pacing-title"
    >
      <h2 id="pacing-title" className="pacing-title">
        {pacing.behind ? 'Behind schedule' : 'Pacing'}
        <span className="pacing-target"> · target {dayLabel(pacing.targetDate)}</span>
      </h2>
      <p className="pacing-line">{pacingLine(pacing)}</p>
      {pacing.behind && (
        <p className="pacing-advice">
          That is more than the build can comfortably take. Cut a task, simplify a part, or move the target.
        </p>
      )}
    </section>
  );
}
