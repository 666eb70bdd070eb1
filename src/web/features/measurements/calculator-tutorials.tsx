import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { TutorialCalculator, TutorialSummary } from '../../../shared/api/tutorials';
import { api } from '../../lib/api';

/** How many of a calculator's tutorials show under it: a pointer, not a catalogue. */
const SHOWN = 3;

/**
 * "Tutorials that use it": the club's published tutorials whose steps point to this calculator.
 * Asked for once, when the calculator is first opened (`active`); nothing shows while there are
 * none, or when the question fails (the calculator works without it).
 */
export function CalculatorTutorials({
  calculator,
  active,
}: {
  calculator: TutorialCalculator;
  active: boolean;
}) {
  const [tutorials, setTutorials] = useState<TutorialSummary[]>([]);
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    api(`/tutorials?calculator=${calculator}`, { check: 'tutorials', auth: true, signal: controller.signal })
      .then((answer) => setTutorials(answer.tutorials.slice(0, SHOWN)))
      .catch(() => setTutorials([]));
    return () => controller.abort();
  }, [calculator, active]);
  if (tutorials.length === 0) return null;
  const headingId = `calc-tutorials-${calculator}`;
  return (
    <section className="calc-tutorials" aria-labelledby={headingId}>
      <h3 id={headingId} className="calc-tutorials__title">
        Tutorials that use it
      </h3>
      <ul className="calc-tutorials__list">
        {tutorials.map((tutorial) => (
          <li key={tutorial.id}>
            <Link to={`/tutorials/${tutorial.id}`}>{tutorial.title}</Link>
            <span className="calc-tutorials__maker"> by {tutorial.maker.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
