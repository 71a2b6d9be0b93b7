import type { TContactRequest, TContactResponse } from '@sello/shared/contact-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `POST /api/contact`: stored, then emailed to the support address (rate limited by the server). */
export const sendContactMessage = (input: TContactRequest): Promise<TContactResponse> =>
  apiClient.post(
    '/contact',
    { ...input, phone: input.phone?.trim() ? input.phone : undefined },
    {
      schema: () => import('@sello/shared/contact-schemas').then((module) => module.ZContactResponse),
      auth: false,
    },
  );

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
