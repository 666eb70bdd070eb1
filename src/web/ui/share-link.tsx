import { type ReactNode, useId, useState } from 'react';
import './icons.css';
import './share-link.css';

/**
 * A "Share …" button for a page's address: the device's share sheet (Web Share API) where there
 * is one; else the link is copied and a polite status says so; where the clipboard is closed too
 * (an http page, an old browser) the link shows in a field, selected, to copy by hand. `children`
 * are more actions for the same row (a profile's printable card, an event's calendar file).
 */
export function ShareLink({ url, label, children }: { url: string; label: string; children?: ReactNode }) {
  // '' until pressed; then whether the link was copied or has to be shown.
  const [outcome, setOutcome] = useState<'' | 'copied' | 'shown'>('');
  const fieldId = useId();

  async function share() {
    try {
      if (navigator.share) return await navigator.share({ title: document.title, url });
    } catch (error) {
      // Closing the share sheet is the member's answer; any other refusal falls back to copying.
      if ((error as Error).name === 'AbortError') return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('shown');
    }
  }

  return (
    <div className="share-link">
      <div className="cta-row">
        <button type="button" className="button button-secondary" onClick={share}>
          <ShareIcon /> {label}
        </button>
        {children}
      </div>
      <p className="share-status" role="status">
        {outcome === 'copied' && 'Link copied'}
      </p>
      {outcome === 'shown' && (
        <div className="field">
          <label htmlFor={fieldId}>Copy this link</label>
          <input id={fieldId} readOnly value={url} ref={(input) => input?.select()} />
        </div>
      )}
    </div>
  );
}

/** The arrow leaving a box, as share sheets draw it; decorative. */
function ShareIcon() {
  return (
    <svg
      className="line-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 15V3M7 8l5-5 5 5M5 12v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7" />
    </svg>
  );
}
