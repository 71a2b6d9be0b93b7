import { ZFileDownloadResponse } from '@sello/shared/admin-order-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * `GET /api/orders/:id/files/:fileKey/download?format=json` with the admin's token: a short-lived signed link.
 * (A plain link would reach the server without the token; an admin's download never counts as a delivery.)
 */
export const getFileDownloadUrl = ({ orderId, fileKey }: { orderId: string; fileKey: string }) =>
  apiClient.get(`/orders/${encodeURIComponent(orderId)}/files/${encodeURIComponent(fileKey)}/download?format=json`, {
    schema: ZFileDownloadResponse,
  });

export const useFileDownload = () => useMutation({ mutationFn: getFileDownloadUrl });
