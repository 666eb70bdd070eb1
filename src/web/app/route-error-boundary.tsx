import { Component, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

interface Props {
  /** The page's pathname: going to another page clears a shown error. */
  pathname: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  pathname: string;
}

/**
 * Catches what goes wrong below the layout — a page that throws while rendering, or a page whose
 * code cannot be fetched (a deploy replaced the files) — and shows ErrorFallback there, so the
 * header and footer stay. It clears itself when the pathname changes rather than being keyed by
 * it: a key would remount every page (and the organisers' frame) on each navigation.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
