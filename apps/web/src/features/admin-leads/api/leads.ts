import {
  type TLeadStatus,
  type TUpdateLeadRequest,
  ZLeadResponse,
  ZListLeadsResponse,
} from '@sello/shared/lead-schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `GET /api/admin/leads`: newest first, optionally one status only. */
export const leadsQueryOptions = (status: TLeadStatus | '') =>
  queryOptions({
    queryKey: ['admin', 'leads', status],
    queryFn: ({ signal }) =>
      apiClient.get(`/admin/leads?limit=200${status ? `&status=${status}` : ''}`, {
        schema: ZListLeadsResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useLeads = (status: TLeadStatus | '') => useQuery(leadsQueryOptions(status));

/** `PUT /api/admin/leads/:id`: follow-up status and note. */
export const useUpdateLead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TUpdateLeadRequest }) =>
      apiClient.put(`/admin/leads/${encodeURIComponent(id)}`, changes, { schema: ZLeadResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'leads'] }),
  });
};
