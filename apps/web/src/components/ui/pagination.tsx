import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Button } from './button';

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
  return (
    <nav aria-label="Pages" className={`flex flex-col items-center justify-between gap-3 sm:flex-row ${className}`}>
      <p className="text-slate-600 text-sm" aria-live="polite">
        {total === 0 ? 'No results' : `Showing ${first}–${last} of ${total}${noun ? ` ${noun}` : ''}`}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          icon={<ChevronLeft aria-hidden="true" className="size-4" />}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        <span className="px-2 text-slate-700 text-sm">
          Page {page} of {pages}
        </span>
        <Button variant="outline" size="sm" disabled={last >= total} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
};
