import { z } from 'zod';
import { ZOrderBase } from './order-schemas.ts';

export const CUSTOMER_KINDS = ['account', 'guest'] as const;

export const ZListCustomersQuery = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TListCustomersQuery = z.infer<typeof ZListCustomersQuery>;

/**
 * A customer: an account (key = user id) or a guest who ordered without one (key = the order email,
 * lower-cased). Guest orders whose email matches an account belong to that account.
 */
export const ZCustomerSummary = z.object({
  key: z.string(),
  kind: z.enum(CUSTOMER_KINDS),
  email: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  orderCount: z.number().int(),
  /** US dollars over orders that were not cancelled. */
  revenue: z.number(),
  lastOrderAt: z.iso.datetime().nullable(),
  /** Account creation, or a guest's first order. */
  since: z.iso.datetime(),
});
export type TCustomerSummary = z.infer<typeof ZCustomerSummary>;

export const ZListCustomersResponse = z.object({
  customers: z.array(ZCustomerSummary),
  /** All customers matching the filters (for paging). */
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type TListCustomersResponse = z.infer<typeof ZListCustomersResponse>;

export const ZCustomerOrder = ZOrderBase.extend({
  /** The email given on this order (may differ from the account's). */
  email: z.string(),
  phone: z.string(),
});
export type TCustomerOrder = z.infer<typeof ZCustomerOrder>;

export const ZCustomerDetail = ZCustomerSummary.extend({
  phone: z.string().nullable(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  orders: z.array(ZCustomerOrder),
});
export type TCustomerDetail = z.infer<typeof ZCustomerDetail>;

export const ZCustomerDetailResponse = z.object({ customer: ZCustomerDetail });
export type TCustomerDetailResponse = z.infer<typeof ZCustomerDetailResponse>;

/** `GET /api/users` and `GET /api/users/:id` (admin only): accounts. */
export const ZListUsersQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

export const ZAdminUser = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.iso.datetime(),
  orderCount: z.number().int(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZListUsersResponse = z.object({
  success: z.literal(true),
  users: z.array(ZAdminUser),
  /** Every account, not only the ones listed. */
  count: z.number().int(),
});
export const ZUserResponse = z.object({ success: z.literal(true), user: ZAdminUser });
