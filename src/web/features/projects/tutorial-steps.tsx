import { Link } from 'react-router';
import { CALCULATOR_LABELS, type TutorialStep } from '../../../shared/api/tutorials';
import { PhotoGrid } from './photo-grid';
import { stepHeading } from './tutorial-format';

/** The tutorial's steps, numbered in order: heading, the server's sanitised HTML, photos, calculator. */
export function TutorialSteps({ steps, mine }: { steps: TutorialStep[]; mine: boolean }) {
  if (steps.length === 0) return <p className="tutorial-empty">No steps yet.</p>;
  return (
    <ol className="tutorial-steps">
      {steps.map((step, index) => {
        const headingId = `tutorial-step-${step.id}`;
        return (
          <li key={step.id} className="tutorial-step">
            <article aria-labelledby={headingId}>
              <h3 id={headingId} className="tutorial-step-title">
                {stepHeading(index + 1, step.title)}
              </h3>
              {step.html && (
                // The server renders the step's Markdown and sanitises it (an allow-list of tags).
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server
                <div className="tutorial-prose" dangerouslySetInnerHTML={{ __html: step.html }} />
              )}
              <PhotoGrid photos={step.photos} ownPhotos={mine} />
              {step.calculator && (
                <p className="tutorial-calculator">
                  <Link to={`/measurements#${step.calculator}`}>
                    Use the {CALCULATOR_LABELS[step.calculator]} calculator
                  </Link>
                </p>
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
