import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useMessages } from '@/lib/i18n/i18n';
import { Button } from './button';
import { uiCatalogue } from './messages/catalogue';

type TPaginationProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Appended to the count, e.g. 'orders' → "Showing 1–50 of 120 orders". */
  noun?: string;
  className?: string;
};

/** "Showing a–b of n" with Previous / Next, for server-paginated admin lists. */
export const Pagination = ({ page, pageSize, total, onPageChange, noun, className = '' }: TPaginationProps) => {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const { m, t } = useMessages(uiCatalogue);
  return (
    <nav
      aria-label={m.pagination.label}
      className={`flex flex-col items-center justify-between gap-3 sm:flex-row ${className}`}
    >
      <p className="text-slate-600 text-sm" aria-live="polite">
        {total === 0
          ? m.pagination.noResults
          : t(noun ? m.pagination.showingNoun : m.pagination.showing, { first, last, total, noun })}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          icon={<ChevronLeft aria-hidden="true" className="size-4" />}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          {m.pagination.previous}
        </Button>
        <span className="px-2 text-slate-700 text-sm">{t(m.pagination.pageOf, { page, pages })}</span>
        <Button variant="outline" size="sm" disabled={last >= total} onClick={() => onPageChange(page + 1)}>
          {m.pagination.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
};
