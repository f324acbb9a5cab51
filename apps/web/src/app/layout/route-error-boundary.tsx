import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page.tsx';

interface Props {
  /** The page's path: moving to another page starts over without the error. */
  pathname: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The path where the error happened (noted on the render that shows the error page). */
  failedPath: string | null;
}

/**
 * A screen that throws while rendering (or whose chunk cannot be loaded, e.g. after a deploy replaced it) shows
 * RouteErrorPage inside the layout, so header and footer stay usable.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, failedPath: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.failed) return null;
    if (state.failedPath === null) return { failedPath: props.pathname };
    return state.failedPath === props.pathname ? null : { failed: false, failedPath: null };
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
