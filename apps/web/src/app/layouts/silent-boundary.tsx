import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** When true an error renders nothing; otherwise it is passed on to the next boundary up. */
  silent: boolean;
}

/**
 * Wraps a page in the page transition. A page that is fading out after a navigation may lose its data
 * on the way; it must never take the new page down with it, so its errors render nothing. The same
 * boundary wraps the live page (the tree must keep its shape) and passes errors on there.
 */
export class SilentBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown): { error: unknown; failed: boolean } {
    return { error, failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.silent) return null;
    throw this.state.error;
  }
}
