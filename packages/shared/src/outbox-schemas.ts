import { z } from 'zod';

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'stored', 'failed'] as const;

export const ZListOutboxQuery = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZOutboxMessage = z.object({
  id: z.uuid(),
  template: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  textBody: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZListOutboxResponse = z.object({ messages: z.array(ZOutboxMessage) });

export const ZOutboxMessageResponse = z.object({ message: ZOutboxMessage });
