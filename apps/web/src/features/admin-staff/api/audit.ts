import { type TAuditExportQuery, type TAuditPage, ZAuditPage } from '@sello/shared/audit-schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** `GET /api/admin/staff/activity`: the staff changes (invitations, roles, credentials…), newest first; the owner's. */
export const getStaffAudit = (page: number, signal?: AbortSignal): Promise<TAuditPage> =>
  apiClient.get(`/admin/staff/activity?page=${page}`, { schema: ZAuditPage, signal });

export const staffAuditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'staff', 'audit', page],
    queryFn: ({ signal }) => getStaffAudit(page, signal),
    placeholderData: keepPreviousData,
  });

export const useStaffAudit = (page: number) => useQuery(staffAuditQueryOptions(page));

/** `GET /api/admin/audit/export?from&to`: the whole trail of those days as CSV, saved by the browser. */
export const exportAudit = async ({ from, to }: TAuditExportQuery): Promise<void> => {
  const file = await apiClient.getFile(
    `/admin/audit/export?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  );
  saveFile(file, `audit-${from}-to-${to}.csv`);
};

export const useExportAudit = () => useMutation({ mutationFn: exportAudit });
