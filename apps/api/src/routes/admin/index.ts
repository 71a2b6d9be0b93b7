import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context.ts';
import { guardEveryRoute } from '../../auth/authenticate.ts';
import { adminAnalyticsRoutes } from './analytics.ts';
import { adminAuditRoutes } from './audit.ts';
import { adminCustomerRoutes } from './customers.ts';
import { adminLeadRoutes } from './leads.ts';
import { adminOrderRoutes } from './orders.ts';
import { adminOutboxRoutes } from './outbox.ts';
import { adminQuoteRoutes } from './quotes.ts';
import { adminSettingsRoutes } from './settings.ts';
import { adminStaffRoutes } from './staff.ts';
import { adminStaffProfileRoutes } from './staff-profiles.ts';
import { adminStatsRoutes } from './stats.ts';
import { adminTaskRoutes } from './tasks.ts';
import { adminTestimonialRoutes } from './testimonials.ts';
import { adminTranslationRoutes } from './translations.ts';

/** Everything under /api/admin: one hook checks the admin token on every route, before validation. */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  guardEveryRoute(app, ctx.auth.requireAdmin);
  await app.register(adminOutboxRoutes, { ctx });
  await app.register(adminOrderRoutes, { ctx });
  await app.register(adminAuditRoutes, { ctx });
  await app.register(adminStatsRoutes, { ctx });
  await app.register(adminQuoteRoutes, { ctx });
  await app.register(adminCustomerRoutes, { ctx });
  await app.register(adminAnalyticsRoutes, { ctx });
  await app.register(adminSettingsRoutes, { ctx });
  await app.register(adminStaffRoutes, { ctx });
  await app.register(adminTestimonialRoutes, { ctx });
  await app.register(adminLeadRoutes, { ctx });
  await app.register(adminTranslationRoutes, { ctx });
  await app.register(adminStaffProfileRoutes, { ctx });
  await app.register(adminTaskRoutes, { ctx });
};
