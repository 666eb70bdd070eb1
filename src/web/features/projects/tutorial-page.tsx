import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { TECHNIQUE_LABELS } from '../../../shared/api/projects';
import type { TutorialAnswer } from '../../../shared/api/tutorials';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../../lib/session';
import { useTitle } from '../../lib/use-title';
import { Button, ButtonLink } from '../../ui/button';
import { ChipList } from '../../ui/chip';
import { CommentsSection } from '../../ui/comments/comments-section';
import { ErrorText } from '../../ui/error-text';
import { PageHeader } from '../../ui/page';
import { ReactionBar } from '../../ui/reactions/reaction-bar';
import { MakerName } from './maker-name';
import { ProjectCover } from './project-cover';
import { TutorialReport } from './project-report';
import { useTutorial, useTutorialChanges } from './tutorial-api';
import { amountText, publishedDay } from './tutorial-format';
import { TutorialNotFound } from './tutorial-not-found';
import { TutorialSteps } from './tutorial-steps';
import './projects.css';
import './project-page.css';
import './tutorial-page.css';

/** /tutorials/:id — a build taught step by step: what you need, then the numbered steps. */
export default function TutorialPage() {
  const id = Number(useParams().id);
  const tutorial = useTutorial(id);
  useTitle(tutorial.data?.title ?? 'Tutorial');
  const missing = tutorial.error instanceof ApiError && [400, 404].includes(tutorial.error.status);
  if (!Number.isInteger(id) || id <= 0 || missing) return <TutorialNotFound />;
  if (!tutorial.data) {
    return (
      <section className="page page-text" aria-labelledby="page-title" aria-busy={tutorial.isPending}>
        <PageHeader title={tutorial.isPending ? 'Loading the tutorial…' : 'Tutorial'} />
        {tutorial.isError && (
          <ErrorText>{errorMessage(tutorial.error, 'The tutorial could not be loaded.')}</ErrorText>
        )}
      </section>
    );
  }
  return <TutorialView tutorial={tutorial.data} />;
}

function TutorialView({ tutorial }: { tutorial: TutorialAnswer }) {
  const { project } = tutorial;
  const session = useSession();
  return (
    <article className="page page-wide tutorial-page" aria-labelledby="page-title">
      {tutorial.mine && !tutorial.published && <DraftBanner tutorialId={tutorial.id} />}
      <div className="project-hero tutorial-hero">
        <ProjectCover
          photo={project.cover}
          seed={project.id}
          className="project-hero-image"
          alt={project.cover?.alt ?? ''}
          eager
          large
        />
      </div>
      <PageHeader
        title={tutorial.title}
        actions={
          <>
            {tutorial.mine && (
              <ButtonLink variant="secondary" to={`/tutorials/${tutorial.id}/edit`}>
                Edit tutorial
              </ButtonLink>
            )}
            <Button variant="quiet" onClick={() => window.print()}>
              Print
            </Button>
            <TutorialReport tutorial={tutorial} />
          </>
        }
      />
      <p className="tutorial-byline">
        By <MakerName maker={tutorial.maker} />
        {' · '}Made for <Link to={`/projects/${project.id}`}>{project.title}</Link>
        {tutorial.publishedAt !== null && (
          <>
            {' · Published '}
            <time dateTime={new Date(tutorial.publishedAt).toISOString()}>
              {publishedDay(tutorial.publishedAt)}
            </time>
          </>
        )}
      </p>
      <ReactionBar
        kind="tutorial"
        id={String(tutorial.id)}
        reactions={tutorial.reactions}
        canReact={tutorial.published && !tutorial.mine && session?.status === 'active'}
        canSeeWho={Boolean(session)}
        label={`the tutorial ${tutorial.title}`}
      />
      <div className="tutorial-layout">
        {tutorial.introHtml && (
          // The server renders the intro's Markdown and sanitises it (an allow-list of tags).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server
          <div className="tutorial-intro" dangerouslySetInnerHTML={{ __html: tutorial.introHtml }} />
        )}
        {(tutorial.materials.length > 0 || tutorial.techniques.length > 0) && (
          <section className="tutorial-needs" aria-labelledby="tutorial-needs-title">
            <h2 id="tutorial-needs-title">You will need</h2>
            {tutorial.materials.length > 0 && (
              <ul className="tutorial-materials" aria-label="Materials">
                {tutorial.materials.map((row) => (
                  <li key={row.id}>
                    <span className="tutorial-material-name">{row.name}</span>
                    <span className="tutorial-material-amount">{amountText(row)}</span>
                  </li>
                ))}
              </ul>
            )}
            <ChipList
              label="Techniques"
              tone="accent"
              items={tutorial.techniques.map((t) => TECHNIQUE_LABELS[t])}
            />
          </section>
        )}
        <section className="tutorial-steps-section" aria-labelledby="tutorial-steps-title">
          <h2 id="tutorial-steps-title">Steps</h2>
          <TutorialSteps steps={tutorial.steps} mine={tutorial.mine} />
        </section>
      </div>
      {tutorial.published && <CommentsSection subject={{ kind: 'tutorial', id: String(tutorial.id) }} />}
    </article>
  );
}

/** The maker's own draft: only they see it until they publish it here or in the editor. */
function DraftBanner({ tutorialId }: { tutorialId: number }) {
  const changes = useTutorialChanges(tutorialId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const publish = async () => {
    setBusy(true);
    setError('');
    try {
      await changes.update({ published: true });
    } catch (caught) {
      setError(errorMessage(caught, 'The tutorial could not be published. Try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <aside className="tutorial-draft" aria-label="Draft">
      <p className="tutorial-draft-text">Draft: only you see this</p>
      <Button onClick={publish} disabled={busy}>
        {busy ? 'Publishing…' : 'Publish'}
      </Button>
      <ErrorText>{error}</ErrorText>
    </aside>
  );
}
