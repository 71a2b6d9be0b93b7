import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Typing pauses this long before a search is sent. */
const SEARCH_DELAY_MS = 300;

/**
 * The URL state of a searchable, paginated admin list: `q`, `page` (1-based) and any other filters in the query
 * string, so a list can be linked, reloaded and navigated back to. The search box's text is sent as `q` once
 * typing pauses, and a new search starts from the first page.
 */
export const useListParams = () => {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [searchText, setSearchText] = useState(q);

  /** Sets the given parameters; an empty value removes one. */
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text triggers a search
  useEffect(() => {
    if (searchText.trim() === q) return;
    const timer = setTimeout(() => update({ q: searchText.trim(), page: '' }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  return { params, q, page, searchText, setSearchText, update };
};
