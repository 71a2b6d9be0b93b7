import type { Migration } from 'kysely/migration';
import * as foundation from './0001-foundation.ts';
import * as purchaseJourney from './0002-purchase-journey.ts';
import * as translations from './0003-translations.ts';
import * as adminOrders from './0004-admin-orders.ts';
import * as testimonialsLeads from './0005-testimonials-leads.ts';
import * as emailVerification from './0006-email-verification.ts';
import * as passwordResets from './0007-password-resets.ts';
import * as sessionsValidAfter from './0008-sessions-valid-after.ts';
import * as plans from './0009-plans.ts';
import * as fileQuoteBinding from './0010-file-quote-binding.ts';
import * as accountSecurity from './0011-account-security.ts';
import * as testimonialAvatar from './0012-testimonial-avatar.ts';
import * as languageNames from './0013-language-names.ts';
import * as orderCustomerAddress from './0014-order-customer-address.ts';
import * as officialQuotesPayments from './0015-official-quotes-payments.ts';
import * as rateLimits from './0016-rate-limits.ts';
import * as adminListIndexes from './0017-admin-list-indexes.ts';
import * as adminDashboardIndexes from './0018-admin-dashboard-indexes.ts';
import * as adminSearchNamesAndQuoteCounts from './0019-admin-search-names-and-quote-counts.ts';
import * as dashboardTotals from './0020-dashboard-totals.ts';
import * as trigramIndexesWithoutPendingList from './0021-trigram-indexes-without-pending-list.ts';
import * as signInThrottlePerClient from './0022-sign-in-throttle-per-client.ts';
import * as paymentLedger from './0023-payment-ledger.ts';
import * as ownerDeleted from './0024-owner-deleted.ts';
import * as staffRoles from './0025-staff-roles.ts';
import * as staffInvitations from './0026-staff-invitations.ts';
import * as staffProfiles from './0027-staff-profiles.ts';
import * as productionTasks from './0028-production-tasks.ts';
import * as twoFactorRecoveryCodes from './0029-two-factor-recovery-codes.ts';
import * as orderInstructions from './0030-order-instructions.ts';
import * as auditEvents from './0031-audit-events.ts';
import * as orderDrafts from './0032-order-drafts.ts';
import * as staffAuditEvents from './0033-staff-audit-events.ts';
import * as failedDraftRounds from './0036-failed-draft-rounds.ts';
import * as certifiedDocuments from './0037-certified-documents.ts';
import * as signingCertificates from './0038-signing-certificates.ts';
import * as credentialFormOfAddress from './0039-credential-form-of-address.ts';
import * as certifiedGenerationRounds from './0040-certified-generation-rounds.ts';
import * as certifiedDocumentSigners from './0041-certified-document-signers.ts';
import * as orderDocumentsDeleted from './0042-order-documents-deleted.ts';
import * as quotePlans from './0043-quote-plans.ts';
import * as orderLocale from './0044-order-locale.ts';
import * as outboxClaims from './0045-outbox-claims.ts';

/** Ordered by name; add new migrations here and never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-purchase-journey': purchaseJourney,
  '0003-translations': translations,
  '0004-admin-orders': adminOrders,
  '0005-testimonials-leads': testimonialsLeads,
  '0006-email-verification': emailVerification,
  '0007-password-resets': passwordResets,
  '0008-sessions-valid-after': sessionsValidAfter,
  '0009-plans': plans,
  '0010-file-quote-binding': fileQuoteBinding,
  '0011-account-security': accountSecurity,
  '0012-testimonial-avatar': testimonialAvatar,
  '0013-language-names': languageNames,
  '0014-order-customer-address': orderCustomerAddress,
  '0015-official-quotes-payments': officialQuotesPayments,
  '0016-rate-limits': rateLimits,
  '0017-admin-list-indexes': adminListIndexes,
  '0018-admin-dashboard-indexes': adminDashboardIndexes,
  '0019-admin-search-names-and-quote-counts': adminSearchNamesAndQuoteCounts,
  '0020-dashboard-totals': dashboardTotals,
  '0021-trigram-indexes-without-pending-list': trigramIndexesWithoutPendingList,
  '0022-sign-in-throttle-per-client': signInThrottlePerClient,
  '0023-payment-ledger': paymentLedger,
  '0024-owner-deleted': ownerDeleted,
  '0025-staff-roles': staffRoles,
  '0026-staff-invitations': staffInvitations,
  '0027-staff-profiles': staffProfiles,
  '0028-production-tasks': productionTasks,
  '0029-two-factor-recovery-codes': twoFactorRecoveryCodes,
  '0030-order-instructions': orderInstructions,
  '0031-audit-events': auditEvents,
  '0032-order-drafts': orderDrafts,
  '0033-staff-audit-events': staffAuditEvents,
  '0036-failed-draft-rounds': failedDraftRounds,
  '0037-certified-documents': certifiedDocuments,
  '0038-signing-certificates': signingCertificates,
  '0039-credential-form-of-address': credentialFormOfAddress,
  '0040-certified-generation-rounds': certifiedGenerationRounds,
  '0041-certified-document-signers': certifiedDocumentSigners,
  '0042-order-documents-deleted': orderDocumentsDeleted,
  '0043-quote-plans': quotePlans,
  '0044-order-locale': orderLocale,
  '0045-outbox-claims': outboxClaims,
};
