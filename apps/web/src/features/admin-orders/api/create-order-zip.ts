import { ZOrderZipResponse } from '@sello/shared/admin-order-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `POST /api/admin/orders/:id/zip` → a signed link that streams `order-{orderNumber}.zip`. */
export const createOrderZip = (orderId: string) =>
  apiClient.post(`/admin/orders/${encodeURIComponent(orderId)}/zip`, undefined, { schema: ZOrderZipResponse });

export const useCreateOrderZip = () => useMutation({ mutationFn: createOrderZip });
