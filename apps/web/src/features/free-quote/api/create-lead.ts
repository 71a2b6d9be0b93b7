import type { TCreateLeadRequest } from '@sello/shared/lead-schemas';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';

const isSuccessStatus = (status: number) => status >= 200 && status < 300;

/**
 * `POST /api/leads` (rate limited): stored, then announced to the support address. Any 2xx counts as
 * stored, even with a body we cannot read: telling the visitor it failed would only make them send it twice.
 */
export const createLead = async (input: TCreateLeadRequest): Promise<void> => {
  try {
    await apiClient.post('/leads', input, { auth: false });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'BAD_RESPONSE' && isSuccessStatus(error.status)) return;
    throw error;
  }
};

export const useCreateLead = () => useMutation({ mutationFn: createLead });
