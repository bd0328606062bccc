import { lazy, Suspense, useState, type ComponentType, type JSX } from 'react';

/**
 * A dialog whose code loads on its first opening, not with the page that offers it (issue 17: a page's scripts on
 * a phone). The returned component takes the dialog's own props: it renders nothing until `open` is first true,
 * then the dialog (nothing while its chunk loads), and keeps it mounted afterwards, so the dialog closes and
 * returns focus to its button as an always-mounted one does. A chunk that fails to load throws in render and
 * reaches the route's error boundary, which reloads once (decision 004).
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => JSX.Element | null {
  const Dialog = lazyMountedDialog(load);
  return function LazyDialog(props) {
    const [opened, setOpened] = useState(props.open);
    // Derived state set during render (React's pattern for it): no extra commit with the dialog missing.
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return <Dialog {...props} />;
  };
}

/**
 * A dialog that is mounted only while it shows (`{open && <Dialog …/>}`), with its code loaded on its first
 * mounting: the same component, rendered inside a Suspense that shows nothing while the chunk loads.
 */
export function lazyMountedDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => JSX.Element {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyMountedDialog(props) {
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
