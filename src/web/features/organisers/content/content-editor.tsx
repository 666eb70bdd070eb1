import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { CurrentContentAnswer } from '../../../../shared/api/content-editor';
import { STATES } from '../../../../shared/constants';
import type { ClubContent } from '../../../../shared/content-schema';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { LeaveGuard } from '../../../ui/leave-guard';
import { toast } from '../../../ui/toast';
import { saveContent, useContentSync } from './api';
import { type FieldPath, fieldId, serverFieldError } from './content-model';
import { ContentSections } from './content-sections';
import { PlaceholderNotice } from './placeholder-notice';
import { PreviewPane, ViewSwitch } from './preview-pane';
import { ErrorList, SaveBar, type SaveProblem } from './save-bar';
import { useContentForm } from './use-content-form';
import { EditingLine } from './version-meta';
import { VersionsPanel } from './versions-panel';

const firstStateWithStores = (content: ClubContent): string =>
  STATES.find((s) => content.stores[s.slug]?.stores.length)?.slug ?? STATES[0].slug;

/**
 * The editor: the form (checked in the browser with the server's own schema), a preview of what
 * visitors will see, Save on top of the version it started from, and the saved versions.
 */
export function ContentEditor({ answer }: { answer: CurrentContentAnswer }) {
  const form = useContentForm(answer);
  const sync = useContentSync();
  const [state, setState] = useState(() => firstStateWithStores(answer.content));
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [focusPath, setFocusPath] = useState<FieldPath | null>(null);
  const [section, setSection] = useState<string | null>(null);
  // The guard's "saved" flag: this page stays after a save, so it is never set.
  const neverLeavesAfterSave = useRef(false);

  // Focus moves once the field is rendered (its state chosen, the form shown).
  useEffect(() => {
    if (!focusPath) return;
    const input = document.getElementById(fieldId(focusPath));
    input?.focus({ preventScroll: true });
    input?.scrollIntoView({ block: 'center' });
    setFocusPath(null);
  }, [focusPath]);

  const goTo = (path: FieldPath) => {
    const [head, slug] = path.split('.');
    if (head === 'stores' && slug) setState(slug);
    setView('edit');
    setFocusPath(path);
  };

  const save = useMutation({
    mutationFn: async (content: ClubContent) => {
      const version = await saveContent({ ...content, baseVersion: form.version?.id ?? null });
      return { content, version };
    },
    onSuccess: (saved) => {
      form.reset(saved);
      sync.saved(saved);
      toast('Club content saved');
    },
    onError: (error) => {
      const message = errorMessage(error, 'The club content could not be saved. Please try again.');
      const status = error instanceof ApiError ? error.status : 0;
      setProblem({ message, stale: status === 409 });
      const field = status === 400 ? serverFieldError(message) : null;
      if (field) {
        form.setErrors({ [field[0]]: field[1] });
        goTo(field[0]);
      }
    },
  });

  const reload = useMutation({
    mutationFn: sync.fresh,
    onSuccess: (fresh) => {
      form.reset(fresh);
      setProblem(null);
      toast('The newest saved content is loaded', 'info');
    },
    onError: (error) =>
      setProblem({ message: errorMessage(error, 'The content could not be reloaded.'), stale: true }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const result = form.check();
    if (!result.ok) {
      const first = Object.keys(result.errors)[0];
      if (first) goTo(first);
      return;
    }
    save.mutate(result.content);
  }

  return (
    <>
      <EditingLine version={form.version} />
      <PlaceholderNotice content={form.saved} onPick={goTo} />
      <ViewSwitch view={view} onView={setView} />
      <div className="content-layout" data-view={view}>
        <form
          className="form content-form"
          onSubmit={submit}
          noValidate
          aria-label="Club content"
          onFocus={(event) => setSection(event.target.closest('.content-section')?.id ?? null)}
        >
          <ContentSections form={form} state={state} onState={setState} />
          <ErrorList errors={form.errors} onPick={goTo} />
          <SaveBar
            changed={form.changed}
            saving={save.isPending}
            problem={problem}
            reloading={reload.isPending}
            onReload={() => reload.mutate()}
          />
        </form>
        <PreviewPane content={form.values} state={state} section={section} />
      </div>
      <VersionsPanel
        hasEdits={form.changed}
        onRestored={(restored) => {
          form.reset(restored);
          setProblem(null);
        }}
      />
      <LeaveGuard changed={form.changed} saved={neverLeavesAfterSave} what="the club content" />
    </>
  );
}
