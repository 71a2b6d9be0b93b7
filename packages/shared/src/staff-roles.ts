import { z } from 'zod';

/**
 * Staff roles and what each may do (issue 30; docs/decisions.md › "Staff roles"). A customer has no role. The server
 * checks these on every route (apps/api/src/auth/authenticate.ts); the web only uses them to choose what to show.
 */
export const STAFF_ROLES = ['owner', 'project_manager', 'translator', 'reviewer'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES);
export type TStaffRole = z.infer<typeof ZStaffRole>;

export const STAFF_ROLE_LABELS: Record<TStaffRole, string> = {
  owner: 'Owner',
  project_manager: 'Project manager',
  translator: 'Translator',
  reviewer: 'Reviewer',
};

/**
 * - backOffice: orders, quotes, official quotes, customers, assignment, leads, testimonials, analytics (the
 *   specification's `isAdmin`);
 * - settings, staff, payments (recording and refunding money): the owner alone;
 * - tasks: the work assigned to the holder (translators and reviewers; the back office sees every task anyway).
 */
const PERMISSIONS = {
  backOffice: ['owner', 'project_manager'],
  settings: ['owner'],
  staff: ['owner'],
  payments: ['owner'],
  tasks: ['translator', 'reviewer'],
} as const satisfies Record<string, readonly TStaffRole[]>;

export type TStaffPermission = keyof typeof PERMISSIONS;

export const can = (role: TStaffRole | null | undefined, permission: TStaffPermission): boolean =>
  role != null && (PERMISSIONS[permission] as readonly TStaffRole[]).includes(role);
