import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../components/ui/use-debounced-value.ts';

/** How long typing pauses before the search goes to the URL. */
export const LIST_SEARCH_DELAY_MS = 300;

/**
 * The state of a list page that lives in the URL (search, filters, sort, page), as the dossier, article and
 * supplier lists keep it: `params` read from the URL; `go` writes a change (back to page 1 unless the change
 * names a page); the search box (`draft`, `setDraft`) types ahead of the URL, which follows once typing pauses, and
 * follows the URL when it changes from elsewhere (the back button, a link).
 */
export function useUrlList<P extends { search: string; page: number }>(
  fromUrl: (search: URLSearchParams) => P,
  toUrl: (params: P) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => fromUrl(searchParams), [fromUrl, searchParams]);

  const [draft, setDraft] = useState(params.search);
  const [urlSearch, setUrlSearch] = useState(params.search);
  if (urlSearch !== params.search) {
    setUrlSearch(params.search);
    setDraft(params.search);
  }
  const debouncedDraft = useDebouncedValue(draft, LIST_SEARCH_DELAY_MS);

  const go = (next: Partial<P>, options: { replace?: boolean } = {}) => {
    setSearchParams(toUrl({ ...params, page: 1, ...next }), { replace: options.replace });
  };

  useEffect(() => {
    // Only a settled draft goes to the URL (after the back button the old draft may still be pending).
    if (debouncedDraft !== draft) return;
    const search = debouncedDraft.trim();
    if (search === params.search) return;
    setSearchParams(toUrl({ ...params, search, page: 1 }), { replace: true });
  }, [debouncedDraft, draft, params, setSearchParams, toUrl]);

  return { params, draft, setDraft, go };
}
