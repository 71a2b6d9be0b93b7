import type { UseQueryResult } from '@tanstack/react-query';
import Search from 'lucide-react/icons/search';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { PageLoading } from './page-message';
import { Pagination } from './pagination';
import { TextField } from './text-field';

type TAdminPageProps = {
  title: string;
  description: ReactNode;
  /** Beside the title on wide screens (a period picker, say). */
  actions?: ReactNode;
  children: ReactNode;
};

/** Every admin page: its h1 and what the page is for (AdminLayout gives the sidebar), then its content. */
export const AdminPage = ({ title, description, actions, children }: TAdminPageProps) => (
  <div className="flex flex-col gap-8">
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-600">{description}</p>
      </div>
      {actions}
    </div>
    {children}
  </div>
);

type TAdminQueryStateProps<TData> = {
  query: UseQueryResult<TData>;
  loadingLabel: string;
  errorTitle: string;
  /** What the server said when there is no message a person can read. */
  errorFallback?: string;
  children: (data: TData) => ReactNode;
};

/**
 * A query's loading and error states (with Try again), and `children` with its data — also under the error when a
 * refresh failed and the last data is still there.
 */
export const AdminQueryState = <TData,>({
  query,
  loadingLabel,
  errorTitle,
  errorFallback,
  children,
}: TAdminQueryStateProps<TData>) => (
  <>
    {query.isPending ? <PageLoading label={loadingLabel} /> : null}
    {query.isError ? (
      <LoadError
        title={errorTitle}
        error={query.error}
        fallback={errorFallback}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    ) : null}
    {query.data === undefined ? null : children(query.data)}
  </>
);

type TAdminListProps<TData> = {
  /** The list's name, e.g. 'Quotes': names the table card and its filter bar ('Filter quotes'). */
  label: string;
  search: { placeholder: string; value: string; onChange: (value: string) => void };
  /** More filters beside the search box. */
  filters?: ReactNode;
  query: UseQueryResult<TData>;
  loadingLabel: string;
  errorTitle: string;
  /** Shown instead of the table when the page has no rows. */
  empty: ReactNode;
  isEmpty: (data: TData) => boolean;
  children: (data: TData) => ReactNode;
  pagination: { page: number; pageSize: number; total: number; onPageChange: (page: number) => void };
};

/**
 * A server-paginated admin list in one card: the filter bar (search as you type, more filters), the loading and error
 * states, the table or what to say when nothing matches, and the pages.
 */
export const AdminList = <TData,>({
  label,
  search,
  filters,
  query,
  loadingLabel,
  errorTitle,
  empty,
  isEmpty,
  children,
  pagination,
}: TAdminListProps<TData>) => (
  <section aria-label={label} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
    {/* biome-ignore lint/a11y/useSemanticElements: <search> is the same landmark, but jsdom and React (warning) do not know it yet */}
    <div
      role="search"
      aria-label={`Filter ${label.toLowerCase()}`}
      className="flex flex-col gap-4 border-slate-200 border-b p-5 sm:flex-row sm:items-end"
    >
      <div className="relative max-w-md flex-1">
        <TextField
          label="Search"
          type="search"
          placeholder={search.placeholder}
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
          className="pl-10"
          maxLength={200}
        />
        <Search aria-hidden="true" className="pointer-events-none absolute bottom-3 left-3.5 size-4 text-slate-500" />
      </div>
      {filters}
    </div>
    {query.isPending ? <PageLoading label={loadingLabel} /> : null}
    {query.isError ? (
      <div className="p-5">
        <LoadError
          title={errorTitle}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </div>
    ) : null}
    {query.data === undefined ? null : (
      <div aria-busy={query.isPlaceholderData || undefined}>
        {isEmpty(query.data) ? <p className="px-5 py-12 text-center text-slate-600">{empty}</p> : children(query.data)}
        <Pagination className="border-slate-200 border-t px-5 py-4" {...pagination} />
      </div>
    )}
  </section>
);
