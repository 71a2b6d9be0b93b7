import { z } from 'zod';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'closed'] as const;
export type TLeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<TLeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  converted: 'Converted',
  closed: 'Closed',
};

export const ZLead = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  /** Where the lead came from, e.g. `planner` or `free-quote`. */
  source: z.string(),
  message: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  notes: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TLead = z.infer<typeof ZLead>;

export const ZListLeadsQuery = z.object({
  status: z.enum(LEAD_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZListLeadsResponse = z.object({ leads: z.array(ZLead) });

export const ZUpdateLeadRequest = z.object({
  status: z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(', ')}` }),
  notes: z.string().trim().max(2000, { error: 'Notes must be at most 2000 characters' }).nullable().optional(),
});
export type TUpdateLeadRequest = z.infer<typeof ZUpdateLeadRequest>;

export const ZLeadResponse = z.object({ lead: ZLead });
