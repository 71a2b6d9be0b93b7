import { z } from 'zod';
import { STAFF_ROLES } from './staff-roles.ts';

/**
 * The audit trail (issue 30; docs/decisions.md › "Audit trail"): who did what to an order, and when, and who changed
 * the staff (entries without an order, the owner's to read). The actions are
 * a closed list kept here, the one place to add one (the table stores the text; recordAudit accepts only these).
 * Staff-facing only: the customer's order page and tracking never read it.
 */
export const AUDIT_ACTIONS = [
  'task_assigned',
  'task_unassigned',
  'task_accepted',
  'task_declined',
  'version_uploaded',
  'review_approved',
  'review_returned',
  'draft_offered',
  'draft_preparation_failed',
  'draft_returned_to_translator',
  'corrections_requested',
  'draft_approved',
  'delivered',
  'document_opened',
  'document_downloaded',
  'status_changed',
  'payment_recorded',
  'payment_refunded',
  'official_quote_sent',
  'quote_question_asked',
  'translations_attached',
  'certified_generated',
  'certified_generation_failed',
  'certified_regenerated',
  'documents_deleted',
  'staff_invited',
  'staff_invitation_resent',
  'staff_invitation_revoked',
  'staff_invitation_accepted',
  'staff_role_changed',
  'staff_removed',
  'staff_two_factor_requirement_changed',
  'staff_credential_added',
  'staff_credential_updated',
  'staff_credential_removed',
  'staff_image_stored',
  'staff_image_removed',
  'staff_signing_certificate_stored',
  'staff_signing_certificate_removed',
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type TAuditAction = z.infer<typeof ZAuditAction>;

export const AUDIT_ACTION_LABELS: Record<TAuditAction, string> = {
  task_assigned: 'Task assigned',
  task_unassigned: 'Task unassigned',
  task_accepted: 'Task accepted',
  task_declined: 'Task declined',
  version_uploaded: 'Translation uploaded',
  review_approved: 'Review approved',
  review_returned: 'Review returned',
  draft_offered: 'Draft sent to the customer',
  draft_preparation_failed: 'Draft could not be prepared',
  draft_returned_to_translator: 'Draft could not be made: returned to the translator',
  corrections_requested: 'Corrections requested',
  draft_approved: 'Draft approved',
  delivered: 'Delivered',
  document_opened: 'Document opened',
  document_downloaded: 'Document downloaded',
  status_changed: 'Status changed',
  payment_recorded: 'Payment recorded',
  payment_refunded: 'Payment refunded',
  official_quote_sent: 'Official quote sent',
  quote_question_asked: 'Question about the quote',
  translations_attached: 'Translations attached',
  certified_generated: 'Certified translations generated',
  certified_generation_failed: 'Certified translations could not be generated',
  certified_regenerated: 'Certified translations regenerated',
  documents_deleted: 'Documents deleted by the customer',
  staff_invited: 'Staff member invited',
  staff_invitation_resent: 'Invitation sent again',
  staff_invitation_revoked: 'Invitation withdrawn',
  staff_invitation_accepted: 'Invitation accepted',
  staff_role_changed: 'Role changed',
  staff_removed: 'Removed from the staff',
  staff_two_factor_requirement_changed: 'Two-factor requirement changed',
  staff_credential_added: 'Credential added',
  staff_credential_updated: 'Credential corrected',
  staff_credential_removed: 'Credential removed',
  staff_image_stored: 'Seal or signature uploaded',
  staff_image_removed: 'Seal or signature removed',
  staff_signing_certificate_stored: 'Signing certificate uploaded',
  staff_signing_certificate_removed: 'Signing certificate removed',
};

/** Who acted, as they were at the time: a staff role, the customer (signed in or holding the order's link), or Sello. */
export const AUDIT_ACTOR_ROLES = [...STAFF_ROLES, 'customer', 'system'] as const;
export const ZAuditActorRole = z.enum(AUDIT_ACTOR_ROLES);
export type TAuditActorRole = z.infer<typeof ZAuditActorRole>;

/**
 * Ids, statuses, amounts and names staff already see on the order; never contact details or document text. A staff
 * change names the staff member concerned (memberId, memberName, memberEmail, as the owner's staff page shows them);
 * never a password, token or image.
 */
export const ZAuditDetail = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type TAuditDetail = z.infer<typeof ZAuditDetail>;

export const ZAuditEvent = z.object({
  id: z.string(),
  /** Null for a staff change (an invitation, a role, a credential…): it concerns no order. */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  action: ZAuditAction,
  actorRole: ZAuditActorRole,
  /** The actor's name, or null for Sello itself, a guest customer or a deleted account. */
  actorName: z.string().nullable(),
  fileId: z.string().nullable(),
  /** The file's name as staff see it on the order, when the event concerns one. */
  fileName: z.string().nullable(),
  detail: ZAuditDetail,
  createdAt: z.string(),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

export const AUDIT_PAGE_SIZE = 50;

export const ZAuditPageQuery = z.object({
  page: z.coerce
    .number({ error: 'The page must be a whole number from 1.' })
    .int({ error: 'The page must be a whole number from 1.' })
    .min(1, { error: 'The page must be a whole number from 1.' })
    .max(100_000, { error: 'The page must be a whole number from 1.' })
    .default(1),
});

export const ZAuditPage = z.object({
  events: z.array(ZAuditEvent),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;

const ZExportDate = z.iso.date({ error: 'Give the date as YYYY-MM-DD.' });

/** Both days included, in UTC. */
export const ZAuditExportQuery = z
  .object({ from: ZExportDate, to: ZExportDate })
  .refine(({ from, to }) => from <= to, { error: 'The start date must not be after the end date.', path: ['to'] });
export type TAuditExportQuery = z.infer<typeof ZAuditExportQuery>;
