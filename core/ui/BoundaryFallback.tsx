import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ApiError } from '../api/ApiError';
import { ErrorPanel } from './ErrorPanel';

interface Props {
  /** Names the plugin in logs (STYLE.md habit 6). */
  owner: string;
  children: ReactNode;
  /** Changing this key resets the boundary (e.g. on navigation). */
  resetKey?: string;
}

interface State {
  error: unknown;
  resetKey?: string;
}

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/**
 * Keeps a failing page or slot from blanking the whole app: the rest of the shell stays and the
 * failed part says what happened (§8 chunk-load error) with a retry.
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
    const shown = isChunkLoadError(error)
      ? new ApiError('CHUNK_LOAD', String(error), 0, this.props.owner)
      : error;
    return <ErrorPanel error={shown} onRetry={() => this.setState({ error: null })} />;
  }
}
