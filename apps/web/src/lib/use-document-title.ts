import { useEffect } from 'react';
import { watchBrandName } from './public-config';

/**
 * Gives each page a distinct document title: "Pricing — Sello", or with `brandFirst`
 * (the home page) "Sello — Professional & sworn document translation".
 */
export const useDocumentTitle = (title: string, { brandFirst = false }: { brandFirst?: boolean } = {}) => {
  // Follows the brand name without re-rendering the page: every page calls this, and a whole page rendered again
  // when the settings arrive was a long task on a phone, right after hydration.
  useEffect(
    () =>
      watchBrandName((brandName) => {
        document.title = brandFirst ? `${brandName} — ${title}` : `${title} — ${brandName}`;
      }),
    [title, brandFirst],
  );
};
