import { useEffect, useRef } from 'react';
import type { ClubContent } from '../../../../shared/content-schema';
import { ContentPreview, type PreviewBlock } from './content-preview';

/** Which preview block shows each section of the form. */
const BLOCK_OF: Record<string, PreviewBlock> = {
  'content-welcome': 'welcome',
  'content-motd': 'motd',
  'content-calendar': 'embeds',
  'content-tutorials': 'embeds',
  'content-links': 'footer',
  'content-stores': 'stores',
  'content-footer': 'footer',
};

type View = 'edit' | 'preview';

/** On a phone the form and the preview take turns; on a laptop they sit side by side (CSS). */
export function ViewSwitch({ view, onView }: { view: View; onView: (view: View) => void }) {
  return (
    <div className="content-view-switch">
      <button type="button" aria-pressed={view === 'edit'} onClick={() => onView('edit')}>
        Edit
      </button>
      <button type="button" aria-pressed={view === 'preview'} onClick={() => onView('preview')}>
        Preview
      </button>
    </div>
  );
}

/**
 * The edited content as visitors will see it, updated as the organiser types. On a laptop it
 * follows the form: the block of the section being edited is marked and scrolled into the pane.
 */
export function PreviewPane({
  content,
  state,
  section,
}: {
  content: ClubContent;
  state: string;
  /** The id of the form section that has focus. */
  section: string | null;
}) {
  const pane = useRef<HTMLElement>(null);
  const active = section ? BLOCK_OF[section] : undefined;
  useEffect(() => {
    const box = pane.current;
    const block = box?.querySelector(`[data-preview="${active}"]`);
    if (!box || !block || box.scrollHeight <= box.clientHeight) return;
    const top = box.scrollTop + block.getBoundingClientRect().top - box.getBoundingClientRect().top;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    box.scrollTo({ top: top - 16, behavior: still ? 'auto' : 'smooth' });
  }, [active]);
  return (
    // Focusable so a keyboard can scroll it when it is taller than the screen (laptop layout).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <aside ref={pane} className="content-preview-pane" aria-labelledby="content-preview-title" tabIndex={0}>
      <h2 id="content-preview-title">Preview</h2>
      <p className="content-preview-note">What visitors will see once you save. Links open in a new tab.</p>
      <ContentPreview content={content} state={state} active={active} />
    </aside>
  );
}
