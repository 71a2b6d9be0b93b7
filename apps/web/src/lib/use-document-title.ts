import { useEffect } from 'react';
import { useBrandName } from './public-config';

/**
 * Gives each page a distinct document title: "Pricing — Sello", or with `brandFirst`
 * (the home page) "Sello — Professional & Sworn Document Translation".
 */
export const useDocumentTitle = (title: string, { brandFirst = false }: { brandFirst?: boolean } = {}) => {
  const brandName = useBrandName();
  useEffect(() => {
    document.title = brandFirst ? `${brandName} — ${title}` : `${title} — ${brandName}`;
  }, [title, brandName, brandFirst]);
};
