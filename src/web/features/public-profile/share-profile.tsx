import { useState } from 'react';
import { Link } from 'react-router';
import './share-profile.css';

/**
 * "Share profile" under a member's links: the device's share sheet (Web Share API) where there is
 * one; else the link is copied and a polite status says so; where the clipboard is closed too (an
 * http page, an old browser) the link shows in a field, selected, to copy by hand. Beside it, the
 * printable card: a page of its own, so its QR code costs this page no JavaScript.
 */
export function ShareProfile({ username }: { username: string }) {
  // '' until pressed; then whether the link was copied or has to be shown.
  const [outcome, setOutcome] = useState<'' | 'copied' | 'shown'>('');
  const path = `/public/${encodeURIComponent(username)}`;
  const url = location.origin + path;

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
    <div className="share-profile">
      <div className="cta-row">
        <button type="button" className="button button-secondary" onClick={share}>
          Share profile
        </button>
        <Link className="button button-quiet" to={`${path}/card`}>
          Printable card
        </Link>
      </div>
      <p className="share-status" role="status">
        {outcome === 'copied' && 'Link copied'}
      </p>
      {outcome === 'shown' && (
        <div className="field">
          <label htmlFor="share-link">Copy this link</label>
          <input id="share-link" readOnly value={url} ref={(input) => input?.select()} />
        </div>
      )}
    </div>
  );
}
