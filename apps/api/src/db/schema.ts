import type { TAnalysisMethod } from '@sello/shared/analysis-schemas';
import type { TAuditAction, TAuditActorRole, TAuditDetail } from '@sello/shared/audit-schemas';
import type { TCertification, TCertifiedState } from '@sello/shared/certified-document-schemas';
import type { TLanguage } from '@sello/shared/constants';
import type { TDraftState } from '@sello/shared/draft-schemas';
import type { TExtraCode, TPricedLine } from '@sello/shared/official-quote-schemas';
import type { TNameSpelling } from '@sello/shared/order-instructions-schemas';
import type { TOrderStage } from '@sello/shared/order-lifecycle';
import type { TFormOfAddress, TSwornJurisdiction } from '@sello/shared/staff-profile-schemas';
import type { TStaffRole } from '@sello/shared/staff-roles';
import type { TTaskState } from '@sello/shared/task-schemas';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export type UsersTable = {
  id: Generated<string>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  /** The one place back-office rights live (migration 0025); null for customers. */
  staff_role: ColumnType<TStaffRole | null, TStaffRole | null | undefined, TStaffRole | null>;
  /** Derived by the database from staff_role: the owner and project managers (the specification's isAdmin). */
  is_admin: ColumnType<boolean, never, never>;
  email_verified_at: Date | null;
  /** Access tokens issued before this are refused (password reset or change). */
  sessions_valid_after: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Encrypted TOTP secrets (see auth/totp.ts): the confirmed one, and one being set up. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** bigint comes back as a string from both drivers. */
  totp_last_step: ColumnType<string | null, number | null | undefined, number | null>;
  /** When ADMIN_PROMOTE_EXISTING promoted this account (at most once). */
  admin_promoted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

/** Staff invitations (migration 0026): SHA-256 of the emailed token; one open invitation per email. */
export type StaffInvitationsTable = {
  id: Generated<string>;
  email: string;
  role: TStaffRole;
  first_name: string;
  last_name: string;
  token_hash: string;
  invited_by: string | null;
  created_at: Generated<Date>;
  expires_at: Date;
  accepted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  accepted_by: ColumnType<string | null, string | null | undefined, string | null>;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
};

/** One-time two-factor recovery codes (migration 0029): SHA-256 of the code; used_at once spent. */
export type TwoFactorRecoveryCodesTable = {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  used_at: Date | null;
  created_at: Generated<Date>;
};

export type RefreshTokensTable = {
  id: Generated<string>;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: Generated<Date>;
};

export type EmailVerificationTokensTable = {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  email: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
};

export type PasswordResetsTable = {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
};

export type SettingsTable = {
  key: string;
  value: Json<unknown>;
  updated_at: Generated<Date>;
};

export type ContactMessagesTable = {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  created_at: Generated<Date>;
};

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'stored' | 'failed';

export type OutboxTable = {
  id: Generated<string>;
  /** Unique per event (e.g. `contact:{id}`) so one event never produces two emails. */
  dedupe_key: string;
  template: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
  /** When the last send attempt began (a 'sending' row's claim). */
  claimed_at: Date | null;
};

export type TStoredAnalysis = {
  pages: number;
  wordCount: number;
  method: TAnalysisMethod;
  estimated: boolean;
  perPage: number[] | null;
  /** Absent on analyses stored before OCR confidence was kept (read as null). */
  ocrConfidence?: Array<number | null> | null;
  warnings: string[];
};

export type TPricingSnapshot = {
  professionalRatePerWord: number;
  swornRatePerPage: number;
  minimumCharge: number;
  timeEstimates: {
    professional: { minBusinessDays: number; maxBusinessDays: number };
    sworn: { minBusinessDays: number; maxBusinessDays: number };
  };
};

export type QuotesTable = {
  id: Generated<string>;
  status: Generated<'PENDING' | 'SERVICE_SELECTED' | 'ACCEPTED'>;
  source_language: TLanguage;
  target_language: TLanguage;
  session_id: string | null;
  user_id: string | null;
  /** Set when the owning account was deleted (user_id is then null): staff-only from then on (migration 0024). */
  owner_deleted_at: Generated<Date | null>;
  manual_pages: number | null;
  manual_words: number | null;
  total_pages: number;
  total_words: number;
  professional_cents: ColumnType<number, number, number>;
  sworn_cents: ColumnType<number, number, number>;
  pricing_snapshot: Json<TPricingSnapshot>;
  selected_service: 'professional' | 'sworn' | null;
  /** The visa plan the quote was made from ("Get a quote for these documents"; migration 0043). */
  plan_id: Generated<string | null>;
  expires_at: Date;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

/** 'orders', 'orders:<status>', 'revenue_cents', 'order_emails'; kept by triggers (migration 0020). */
export type DashboardTotalsTable = {
  name: string;
  value: ColumnType<string, never, never>;
};

/** Each order email with its number of orders; kept by triggers (migration 0020). */
export type OrderCustomerEmailsTable = {
  email: string;
  orders: ColumnType<number, never, never>;
};

export type OrdersTable = {
  id: Generated<string>;
  order_number: string;
  quote_id: string;
  user_id: string | null;
  /** Set when the owning account was deleted (user_id is then null): staff-only from then on (migration 0024). */
  owner_deleted_at: Generated<Date | null>;
  /** When the customer deleted the order's documents (migration 0042); null otherwise. */
  documents_deleted_at: Generated<Date | null>;
  /** The language the customer ordered in (migration 0044). */
  locale: Generated<'en' | 'es' | 'fr'>;
  status: string;
  service_type: 'professional' | 'sworn';
  source_language: TLanguage;
  target_language: TLanguage;
  total_pages: number;
  total_words: number;
  rate: number;
  total_cents: ColumnType<number, number, number>;
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string;
  customer_phone: string;
  customer_company: string | null;
  customer_address: string | null;
  customer_city: string | null;
  customer_state: string | null;
  customer_zip_code: string | null;
  customer_country: ColumnType<string, string | undefined, string>;
  estimated_delivery: Date | null;
  /** When the order became PAID (a payment covering the approved official quote). */
  paid_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The production stage (migration 0028; packages/shared order-lifecycle.ts › STAGE_TRANSITIONS): null until paid. */
  stage: ColumnType<TOrderStage | null, TOrderStage | null | undefined, TOrderStage | null>;
  /** The customer's names as in the passport (migration 0030); a JSON string on insert and update. */
  name_spellings: ColumnType<TNameSpelling[], string | undefined, string>;
  translation_instructions: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type TStoredOfficialQuoteFile = {
  fileKey: string;
  filename: string;
  estimatedPages: number | null;
  estimatedWordCount: number | null;
  pages: number;
  wordCount: number;
  reason: string | null;
};

export type OfficialQuotesTable = {
  id: Generated<string>;
  order_id: string;
  version: number;
  status: 'CURRENT' | 'SUPERSEDED' | 'APPROVED';
  files: Json<TStoredOfficialQuoteFile[]>;
  extras: Json<Array<{ code: TExtraCode; quantity?: number | undefined }>>;
  lines: Json<TPricedLine[]>;
  total_pages: number;
  total_words: number;
  total_cents: ColumnType<number, number, number>;
  discount_reason: string | null;
  /** A calendar date (YYYY-MM-DD). */
  delivery_date: ColumnType<string, string, string>;
  note: string | null;
  valid_until: Date;
  created_by: string | null;
  created_at: Generated<Date>;
  approved_at: Date | null;
  superseded_at: Date | null;
};

export type PaymentsTable = {
  id: Generated<string>;
  order_id: string;
  official_quote_id: string | null;
  kind: 'PAYMENT' | 'REFUND';
  amount_cents: ColumnType<number, number, number>;
  currency: Generated<string>;
  provider: 'stripe' | 'manual';
  provider_id: string | null;
  method: string;
  reference: string | null;
  reason: string | null;
  flagged: Generated<boolean>;
  flag_reason: string | null;
  /** Refunds: the payment the money goes back from (a Stripe refund is reconciled per payment intent). */
  refunded_payment_id: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
};

export type StripeEventsTable = {
  id: string;
  type: string;
  received_at: Generated<Date>;
};

export type FilesTable = {
  id: Generated<string>;
  file_key: string;
  original_name: string;
  declared_content_type: string;
  content_type: string;
  declared_size: ColumnType<number, number, number>;
  size: ColumnType<number | null, number | null, number | null>;
  sha256: string | null;
  kind: 'SOURCE' | 'TRANSLATED' | 'PLAN_PDF';
  status: Generated<'pending' | 'uploaded' | 'deleted'>;
  order_id: string | null;
  /** SOURCE files: the quote that first took the file; no other quote may take it. */
  quote_id: ColumnType<string | null, string | null | undefined, string | null>;
  uploaded_by: string | null;
  /** Set when the owning account was deleted (user_id is then null): staff-only from then on (migration 0024). */
  owner_deleted_at: Generated<Date | null>;
  analysis: ColumnType<TStoredAnalysis | null, string | null, string | null>;
  created_at: Generated<Date>;
  uploaded_at: Date | null;
  delete_after: Date | null;
  deleted_at: Date | null;
  /** TRANSLATED files: when an admin attached it to the order (only attached files are delivered). */
  attached_at: Date | null;
};

export type QuoteFilesTable = { quote_id: string; file_id: string; position: number };

/**
 * For the admin search: an order's SOURCE files not deleted, or a quote's files, by name — lower-cased,
 * newline-separated — with the order's or quote's `created_at`; written by triggers only (migration 0019).
 */
export type OrderFileNamesTable = {
  order_id: ColumnType<string, never, never>;
  created_at: ColumnType<Date, never, never>;
  names: ColumnType<string, never, never>;
};
export type QuoteFileNamesTable = {
  quote_id: ColumnType<string, never, never>;
  created_at: ColumnType<Date, never, never>;
  names: ColumnType<string, never, never>;
};

/** Quotes per stored status, and how many of them have a service selected; kept by triggers (migration 0019). */
export type QuoteCountsTable = {
  status: 'PENDING' | 'SERVICE_SELECTED' | 'ACCEPTED';
  quotes: ColumnType<string, never, never>;
  with_service: ColumnType<string, never, never>;
};

export type OrderEventsTable = {
  id: Generated<string>;
  order_id: string;
  from_status: string | null;
  to_status: string;
  actor_user_id: string | null;
  actor: string;
  note: string | null;
  created_at: Generated<Date>;
};

/**
 * The audit trail (migration 0031): who did what to an order, and when; see services/audit/record-audit.ts. Staff
 * changes have no order (migration 0033).
 */
export type AuditEventsTable = {
  id: Generated<string>;
  order_id: string | null;
  actor_user_id: string | null;
  /** The actor's role at the time (a staff role, customer or system). */
  actor_role: TAuditActorRole;
  action: TAuditAction;
  file_id: string | null;
  detail: Json<TAuditDetail>;
  created_at: Generated<Date>;
};

/** The customer's draft rounds (migration 0032; packages/shared/src/draft-schemas.ts). */
export type OrderDraftsTable = {
  id: Generated<string>;
  order_id: string;
  round: number;
  state: Generated<TDraftState>;
  corrections_allowed: number;
  offered_at: Date | null;
  auto_approve_at: Date | null;
  answered_at: Date | null;
  answered_by: string | null;
  /** Why the stamped PDFs could not be made (staff see it); null once they were. */
  failure: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

/** A task's approved translation in a draft round: the stamped PDF under storage_key (null while preparing). */
export type DraftDocumentsTable = {
  id: Generated<string>;
  draft_id: string;
  task_id: string;
  version_file_id: string;
  name: string;
  position: number;
  storage_key: string | null;
  page_count: number | null;
};

export type DraftCorrectionsTable = {
  id: Generated<string>;
  draft_id: string;
  document_id: string;
  page: number;
  comment: string;
  position: number;
};

/** An order's document (file_id) or the whole order (null) given to a translator and a reviewer (migration 0028). */
export type OrderTasksTable = {
  id: Generated<string>;
  order_id: string;
  file_id: string | null;
  translator_id: string;
  reviewer_id: string;
  assigned_by: string | null;
  due_at: Date;
  state: ColumnType<TTaskState, TTaskState | undefined, TTaskState>;
  decline_reason: string | null;
  notes: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

/** A translation uploaded for a task (a TRANSLATED file) and the reviewer's decision on it (migration 0028). */
export type TaskVersionsTable = {
  id: Generated<string>;
  task_id: string;
  version: number;
  file_id: string;
  note_to_reviewer: string | null;
  uploaded_by: string | null;
  uploaded_at: Generated<Date>;
  review_decision: 'approve' | 'return' | null;
  review_comments: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
};

export type TestimonialsTable = {
  id: Generated<string>;
  author_name: string;
  author_detail: string | null;
  content: string;
  rating: number;
  avatar_url: string | null;
  service_type: 'professional' | 'sworn' | null;
  published: Generated<boolean>;
  position: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type LeadsTable = {
  id: Generated<string>;
  email: string;
  name: string | null;
  phone: string | null;
  source: string;
  message: string | null;
  details: ColumnType<unknown, string | null, string | null>;
  status: Generated<'new' | 'contacted' | 'qualified' | 'converted' | 'closed'>;
  notes: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

/** The visa planner's plans: the answers the plan was made from (defaults filled in) and the plan as generated. */
export type PlansTable = {
  id: Generated<string>;
  answers: ColumnType<unknown, string, string>;
  plan: ColumnType<unknown, string, string>;
  dataset_version: string;
  user_id: string | null;
  /** Set when the owning account was deleted (user_id is then null): staff-only from then on (migration 0024). */
  owner_deleted_at: Generated<Date | null>;
  created_at: Generated<Date>;
};

export type TTranslationStepStatus = 'pending' | 'running' | 'retrying' | 'done' | 'failed';

export type TranslationsTable = {
  id: Generated<string>;
  order_id: string;
  file_id: string;
  extraction_status: Generated<TTranslationStepStatus>;
  extraction_error: string | null;
  extracted_html: string | null;
  translation_status: Generated<TTranslationStepStatus | 'not_configured' | 'skipped'>;
  translation_error: string | null;
  translated_html: string | null;
  provider: string | null;
  attempts: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
};

export type AuthThrottlesTable = {
  key: string;
  failures: number;
  locked_until: Date | null;
  updated_at: Generated<Date>;
};

export type RateLimitsTable = {
  key: string;
  hits: number;
  expires_at: Date;
};

/** Translator profiles (migration 0027): created on the first edit; images are private storage keys. */
export type StaffProfilesTable = {
  user_id: string;
  display_name: string;
  language_pairs: Json<Array<{ source: TLanguage; target: TLanguage }>>;
  seal_image_key: string | null;
  seal_image_type: string | null;
  signature_image_key: string | null;
  signature_image_type: string | null;
  /** The signing certificate (PKCS#12) in private storage; the five signing_* columns are all set or all null. */
  signing_p12_key: string | null;
  /** Its passphrase, sealed (auth/sealed-text.ts), never the plain text. */
  signing_passphrase_sealed: string | null;
  signing_subject: string | null;
  signing_issuer: string | null;
  signing_valid_until: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

/** Sworn: jurisdiction + language (covers language ↔ the jurisdiction's); certified: the one pair. */
export type StaffCredentialsTable = {
  id: Generated<string>;
  user_id: string;
  kind: 'sworn' | 'certified';
  jurisdiction: TSwornJurisdiction | null;
  language: TLanguage | null;
  source_language: TLanguage | null;
  target_language: TLanguage | null;
  /** Sworn: the issuing authority; certified: the certifying body. */
  issuer: string;
  number: string;
  /** Sworn only (migration 0039): the title's form on the seal and the certification; null = not said. */
  form_of_address: TFormOfAddress | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

/** A generated certified translation (migration 0037): what /verify/<code> shows; the PDF is the file_id file. */
export type CertifiedDocumentsTable = {
  id: Generated<string>;
  order_id: string;
  task_id: string | null;
  version_file_id: string | null;
  file_id: string | null;
  verification_code: string;
  sha256: string;
  page_count: number;
  certifications: Json<TCertification[]>;
  document_name: string;
  source_language: TLanguage;
  target_language: TLanguage;
  translator_id: string | null;
  translator_name: string;
  credential_number: string | null;
  signed_digitally: boolean;
  /** The signing certificate's subject and issuer common names, and whether it signed itself (migration 0041). */
  signer_subject: string | null;
  signer_issuer: string | null;
  signer_self_signed: boolean | null;
  issued_at: Generated<Date>;
  superseded_at: Date | null;
};

/** Per order: its certified documents being made, made, or not made and why (migration 0037). */
export type CertifiedGenerationsTable = {
  order_id: string;
  state: TCertifiedState;
  failure: string | null;
  /** The failure is a passing fault (storage, LibreOffice missing): the sweep tries again. */
  passing_fault: Generated<boolean>;
  attempts: Generated<number>;
  /** Counts regenerations: a job keeps documents only for the round it started in (migration 0040). */
  round: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type Database = {
  quotes: QuotesTable;
  orders: OrdersTable;
  files: FilesTable;
  quote_files: QuoteFilesTable;
  quote_counts: QuoteCountsTable;
  order_file_names: OrderFileNamesTable;
  quote_file_names: QuoteFileNamesTable;
  dashboard_totals: DashboardTotalsTable;
  order_customer_emails: OrderCustomerEmailsTable;
  order_events: OrderEventsTable;
  order_tasks: OrderTasksTable;
  task_versions: TaskVersionsTable;
  audit_events: AuditEventsTable;
  order_drafts: OrderDraftsTable;
  draft_documents: DraftDocumentsTable;
  draft_corrections: DraftCorrectionsTable;
  translations: TranslationsTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  staff_invitations: StaffInvitationsTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  email_verification_tokens: EmailVerificationTokensTable;
  password_resets: PasswordResetsTable;
  settings: SettingsTable;
  contact_messages: ContactMessagesTable;
  outbox: OutboxTable;
  testimonials: TestimonialsTable;
  leads: LeadsTable;
  plans: PlansTable;
  auth_throttles: AuthThrottlesTable;
  rate_limits: RateLimitsTable;
  official_quotes: OfficialQuotesTable;
  payments: PaymentsTable;
  stripe_events: StripeEventsTable;
  staff_profiles: StaffProfilesTable;
  staff_credentials: StaffCredentialsTable;
  certified_documents: CertifiedDocumentsTable;
  certified_generations: CertifiedGenerationsTable;
};

export type TUserRow = Selectable<UsersTable>;
export type TNewOutboxRow = Insertable<OutboxTable>;
