import FileText from 'lucide-react/icons/file-text';
import type { ReactNode } from 'react';

/** A document's icon, name and facts line (`2 pages · 340 words`, the empty ones left out); `children` go below. */
export const FileHeading = ({
  filename,
  facts,
  children,
}: {
  filename: string;
  facts: Array<string | null>;
  children?: ReactNode;
}) => (
  <div className="flex min-w-0 gap-3">
    <span
      aria-hidden="true"
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
    >
      <FileText className="size-5" />
    </span>
    <div className="min-w-0">
      <p className="break-words font-medium text-slate-900">{filename}</p>
      <p className="text-slate-600 text-xs">{facts.filter(Boolean).join(' · ')}</p>
      {children}
    </div>
  </div>
);
