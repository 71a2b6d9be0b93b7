import ArrowDown from 'lucide-react/icons/arrow-down';
import { useEffect, useState } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/i18n';
import { freeQuoteCatalogue } from '../messages/catalogue';
import { LEAD_FORM_SECTION_ID, scrollToLeadForm } from './scroll-to-lead-form';

/**
 * Phones only (below `md`): a 'Get a quote' button pinned to the bottom of the screen that takes the visitor
 * to the lead form, hidden while the form is on screen.
 */
export const FloatingQuoteButton = () => {
  const [formVisible, setFormVisible] = useState(false);
  const { m } = useMessages(freeQuoteCatalogue);

  useEffect(() => {
    const section = document.getElementById(LEAD_FORM_SECTION_ID);
    // jsdom and very old browsers have no IntersectionObserver: the button simply stays.
    if (!section || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setFormVisible(entry?.isIntersecting ?? false));
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  if (formVisible) return null;

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 p-4 md:hidden">
      <button
        type="button"
        onClick={scrollToLeadForm}
        className={buttonClassName({ size: 'lg', fullWidth: true, className: 'pointer-events-auto shadow-lg' })}
      >
        {m.floatingButton}
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
};
