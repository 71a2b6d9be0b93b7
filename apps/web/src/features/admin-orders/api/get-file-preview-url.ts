import { ZFilePreviewResponse } from '@sello/shared/admin-order-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `POST /api/admin/orders/:id/files/:fileKey/preview` → a signed link to the image as an upright JPEG (HEIC too). */
export const getFilePreviewUrl = ({ orderId, fileKey }: { orderId: string; fileKey: string }) =>
  apiClient.post(
    `/admin/orders/${encodeURIComponent(orderId)}/files/${encodeURIComponent(fileKey)}/preview`,
    undefined,
    { schema: ZFilePreviewResponse },
  );

export const useFilePreview = () => useMutation({ mutationFn: getFilePreviewUrl });
