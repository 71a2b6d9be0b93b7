import { type TAssignTaskRequest, ZAssignTaskResponse } from '@sello/shared/task-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { productionKey } from './production-keys';

/**
 * `POST /api/admin/orders/:id/tasks`: one task per chosen document (or one for the whole order) to a translator and a
 * reviewer with a due date. Sworn work to a translator without sworn credentials for the pair: 409 with the reason.
 */
export const assignTasks = async ({ orderId, ...body }: TAssignTaskRequest & { orderId: string }) =>
  (await apiClient.post(`/admin/orders/${encodeURIComponent(orderId)}/tasks`, body, { schema: ZAssignTaskResponse }))
    .tasks;

export const useAssignTasks = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTasks,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: productionKey });
      // The order page and lists (features/admin-orders' key): the order's stage and next step moved.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
  });
};
