import { Component, type ErrorInfo, type ReactNode } from 'react';
import { describeChunkFailure } from './chunkFailure';
import { ChunkFailurePanel } from './ChunkFailurePanel';
import { ErrorPanel } from './ErrorPanel';

interface Props {
  /** Names the plugin in logs (STYLE.md habit 6). */
  owner: string;
  children: ReactNode;
  /** Changing this key resets the boundary (e.g. on navigation). */
  resetKey?: string;
  /**
   * Puts the failure message where a person will see it: a modal's failure in a dialog, since a
   * bare message after the page's end would look as if the click did nothing.
   */
  frame?: (message: ReactNode) => ReactNode;
}

interface State {
  error: unknown;
  resetKey?: string;
}

/**
 * Keeps a failing page or slot from blanking the whole app: the rest of the shell stays and the
 * failed part says what happened (§8 chunk-load error with a reload, else a retry).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[plugin:${this.props.owner}]`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = describeChunkFailure(error);
    const message = chunk ? (
      <ChunkFailurePanel failure={chunk} />
    ) : (
      <ErrorPanel error={error} onRetry={() => this.setState({ error: null })} />
    );
    return this.props.frame ? this.props.frame(message) : message;
  }
}
