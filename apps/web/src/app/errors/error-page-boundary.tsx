import { errorMessages } from '@afscheid/shared';
import { Component, type ReactNode } from 'react';

/**
 * The error page's own safety net: if showing the error page fails, a plain text with a link home
 * (a real link, not the router, which may be what broke).
 */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-xl p-8 text-center">
        <p className="text-lg font-semibold">{errorMessages.errorPageFailed}</p>
        <p className="mt-4">
          <a href="/">{errorMessages.backHome}</a>
        </p>
      </div>
    );
  }
}
