import { ZAssigneesResponse } from '@sello/shared/task-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, retryUnlessClientError } from '@/lib/api-client';
import { assigneesKey } from './production-keys';

/** `GET /api/admin/tasks/assignees`: the staff a task can go to, by name, with their role. */
export const listAssignees = async (signal?: AbortSignal) =>
  (await apiClient.get('/admin/tasks/assignees', { schema: ZAssigneesResponse, signal })).staff;

export const assigneesQueryOptions = () =>
  queryOptions({
    queryKey: assigneesKey,
    queryFn: ({ signal }) => listAssignees(signal),
    retry: retryUnlessClientError,
  });

export const useAssignees = () => useQuery(assigneesQueryOptions());
