import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { TUTORIAL_LIMITS, type TutorialAnswer } from '../../../shared/api/tutorials';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { useTitle } from '../../lib/use-title';
import { Button, ButtonLink } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { FormField } from '../../ui/form-field';
import { Page, PageHeader } from '../../ui/page';
import { LogConfirm } from './log-confirm';
import { type TutorialChanges, useTutorial, useTutorialChanges } from './tutorial-api';
import { TutorialNotFound } from './tutorial-not-found';
import { type Saving, useSaving } from './tutorial-saving';
import { TutorialStepEditor } from './tutorial-step-editor';
import './tutorial-page.css';
import './tutorial-editor.css';

/** /tutorials/:id/edit — the maker shapes the tutorial: its words, its steps and their order. */
export default function TutorialEditorPage() {
  const id = Number(useParams().id);
  const tutorial = useTutorial(id);
  useTitle(tutorial.data ? `Edit: ${tutorial.data.title}` : 'Edit the tutorial');
  const missing = tutorial.error instanceof ApiError && [400, 404].includes(tutorial.error.status);
  if (!Number.isInteger(id) || id <= 0 || missing) return <TutorialNotFound />;
  if (!tutorial.data) {
    return (
      <section className="page page-text" aria-labelledby="page-title" aria-busy={tutorial.isPending}>
        <PageHeader title={tutorial.isPending ? 'Loading the tutorial…' : 'Edit the tutorial'} />
        {tutorial.isError && (
          <ErrorText>{errorMessage(tutorial.error, 'The tutorial could not be loaded.')}</ErrorText>
        )}
      </section>
    );
  }
  if (!tutorial.data.mine) {
    return (
      <Page title="Edit the tutorial" lead="Only the project’s maker changes its tutorial.">
        <p className="cta-row">
          <ButtonLink to={`/tutorials/${id}`}>See the tutorial</ButtonLink>
        </p>
      </Page>
    );
  }
  return <TutorialEditor tutorial={tutorial.data} />;
}

function TutorialEditor({ tutorial }: { tutorial: TutorialAnswer }) {
  const changes = useTutorialChanges(tutorial.id);
  const saving = useSaving();
  const [added, setAdded] = useState<number | null>(null);
  const order = tutorial.steps.map((s) => s.id);
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    void saving.run(() => changes.reorder(next), 'The steps could not be moved. Try again.');
  };
  return (
    <article className="page page-text tutorial-editor" aria-labelledby="page-title">
      <PageHeader
        title="Edit the tutorial"
        lead={tutorial.title}
        actions={
          <ButtonLink variant="secondary" to={`/tutorials/${tutorial.id}`}>
            See the tutorial
          </ButtonLink>
        }
      />
      <SaveStatus saving={saving} />
      <TutorialDetails tutorial={tutorial} changes={changes} saving={saving} />
      <section className="tutorial-editor-steps" aria-labelledby="editor-steps-title">
        <h2 id="editor-steps-title">Steps</h2>
        {tutorial.steps.length === 0 && <p className="tutorial-empty">No steps yet: add one below.</p>}
        <ol className="tutorial-editor-list">
          {tutorial.steps.map((step, index) => (
            <TutorialStepEditor
              key={step.id}
              step={step}
              number={index + 1}
              first={index === 0}
              last={index === tutorial.steps.length - 1}
              changes={changes}
              saving={saving}
              onMove={(by) => move(index, by)}
              focusOnMount={step.id === added}
            />
          ))}
        </ol>
        <p className="cta-row">
          <Button
            variant="secondary"
            disabled={saving.busy || tutorial.steps.length >= TUTORIAL_LIMITS.steps}
            onClick={() =>
              saving.run(async () => {
                const answer = await changes.addStep();
                setAdded(answer.steps.at(-1)?.id ?? null);
              }, 'The step could not be added. Try again.')
            }
          >
            Add a step
          </Button>
        </p>
      </section>
      <DeleteTutorial tutorial={tutorial} changes={changes} />
    </article>
  );
}

/** Deleting the whole tutorial, asked first; the maker lands back on the project. */
function DeleteTutorial({ tutorial, changes }: { tutorial: TutorialAnswer; changes: TutorialChanges }) {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  return (
    <div className="tutorial-editor-delete">
      <Button variant="quiet" onClick={() => setAsking(true)}>
        Delete tutorial
      </Button>
      {asking && (
        <LogConfirm
          title="Delete this tutorial?"
          confirm="Delete tutorial"
          busyLabel="Deleting…"
          onConfirm={async () => {
            await changes.remove(tutorial.project.id);
            navigate(`/projects/${tutorial.project.id}`);
          }}
          onClose={() => setAsking(false)}
        >
          <p>“{tutorial.title}” and its steps go. The project, its build log and its photos stay.</p>
        </LogConfirm>
      )}
    </div>
  );
}

/** "Saving…", "All changes saved" or what went wrong: read out as it changes. */
function SaveStatus({ saving }: { saving: Saving }) {
  const { state } = saving;
  return (
    <div className="tutorial-save-status" aria-live="polite" data-state={state.kind}>
      {state.kind === 'saving' && <p>Saving…</p>}
      {state.kind === 'saved' && <p>All changes saved</p>}
      {state.kind === 'error' && <p className="error-text">{state.message}</p>}
    </div>
  );
}

/** The title, the introduction (saved together) and whether others see it (saved at once). */
function TutorialDetails({
  tutorial,
  changes,
  saving,
}: {
  tutorial: TutorialAnswer;
  changes: TutorialChanges;
  saving: Saving;
}) {
  const [title, setTitle] = useState(tutorial.title);
  const [intro, setIntro] = useState(tutorial.intro);
  const introId = useId();
  const dirty = title !== tutorial.title || intro !== tutorial.intro;
  return (
    <section className="tutorial-editor-card" aria-labelledby="editor-details-title">
      <h2 id="editor-details-title">About this tutorial</h2>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void saving.run(
            () => changes.update({ title, intro }),
            'The tutorial could not be saved. Try again.',
          );
        }}
      >
        <FormField
          label="Title"
          value={title}
          required
          maxLength={TUTORIAL_LIMITS.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <div className="field">
          <label htmlFor={introId}>Introduction</label>
          <textarea
            id={introId}
            rows={4}
            value={intro}
            maxLength={TUTORIAL_LIMITS.intro}
            onChange={(event) => setIntro(event.target.value)}
          />
        </div>
        <p className="cta-row">
          <Button type="submit" disabled={!dirty || saving.busy}>
            Save title and introduction
          </Button>
        </p>
      </form>
      <label className="tutorial-publish-toggle">
        <input
          type="checkbox"
          checked={tutorial.published}
          disabled={saving.busy}
          onChange={(event) => {
            const published = event.target.checked;
            void saving.run(
              () => changes.update({ published }),
              published ? 'The tutorial could not be published.' : 'The tutorial could not be unpublished.',
            );
          }}
        />
        <span>
          <strong>Published</strong>
          <span className="tutorial-publish-hint">
            {tutorial.published
              ? 'Everyone who may see the project sees this tutorial.'
              : 'A draft: only you see it until you publish it.'}
          </span>
        </span>
      </label>
    </section>
  );
}
