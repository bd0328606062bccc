import { Alert } from './alert.tsx';

/** The outcome of the last action on a list: shown above it until the next action. */
export type Notice = { tone: 'success' | 'error'; text: string } | null;

/** A live region that is always in the page, so screen readers announce a notice when it appears. */
export function NoticeRegion({ notice, className = 'mt-3' }: { notice: Notice; className?: string }) {
  return (
    <div aria-live="polite" className={className}>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
    </div>
  );
}
