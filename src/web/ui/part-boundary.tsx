import { Component, type ReactNode } from 'react';

interface Props {
  /** What stands in the part's place when it failed. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a failure of one part of a page to that part. The part that fails in practice is one whose
 * code loads after the page (the comments under an event): offline, its chunk may never have been
 * fetched, and without this boundary the whole page gives way to the route's error page although
 * the event itself was readable from the kept copy.
 */
export class PartBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
