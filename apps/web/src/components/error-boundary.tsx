import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Failed } from './blocks';

interface Props {
  /** The sentence shown when the region fails. */
  message: string;
  children: ReactNode;
}

/** Keeps one failing region from taking the page down; "retry" renders it again. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('region failed', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return <Failed message={this.props.message} onRetry={() => this.setState({ failed: false })} />;
    }
    return this.props.children;
  }
}
