import { useEffect, useState } from 'react';

export type Remote<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'failed'; error: unknown };

/**
 * A one-off fetch for the pages outside the app shell (no TanStack Query there, so the login page's first
 * load stays small). Runs again when `key` changes; an empty key stays loading.
 */
export function useRemote<T>(key: string, load: (key: string) => Promise<T>): Remote<T> {
  const [result, setResult] = useState<{ key: string; remote: Remote<T> }>({ key, remote: { state: 'loading' } });
  useEffect(() => {
    // Without a key (a link without its token) there is nothing to ask.
    if (!key) return;
    let current = true;
    load(key).then(
      (data) => current && setResult({ key, remote: { state: 'ready', data } }),
      (error: unknown) => current && setResult({ key, remote: { state: 'failed', error } }),
    );
    return () => {
      current = false;
    };
  }, [key, load]);
  return result.key === key ? result.remote : { state: 'loading' };
}
