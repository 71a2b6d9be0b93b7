import { Readable } from 'node:stream';
import { formatPlanDate } from '@sello/planner/plan-format';
import { PLANNER_COUNTRY_LABELS, type TPlan, VISA_TYPE_LABELS } from '@sello/planner/plan-model';
import { ZCreateLeadRequest } from '@sello/shared/lead-schemas';
import type { TPlanPdfResponse, ZPlanPdfRequest } from '@sello/shared/planner-schemas';
import type { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import type { TMailer } from '../../mail/mailer.ts';
import type { TStorage } from '../../storage/storage.ts';
import { createLead } from '../leads/create-lead.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { buildPlan, describeZodError, planInLanguage } from './generate-and-store-plan.ts';
import { loadPlan } from './load-plan.ts';
import { planPdfMessages } from './messages/catalogue.ts';
import { renderPlanPdf } from './render-plan-pdf.ts';

/** The download link is valid this long (docs/api.md: `{pdfUrl}` valid 15 minutes). */
export const PLAN_PDF_LINK_SECONDS = 15 * 60;
/** Generated PDFs are deleted by the retention job this long after they were made (a new one is a click away). */
export const PLAN_PDF_RETENTION_HOURS = 24;
const MAX_PDF_BYTES = 20 * 1024 * 1024;

type TCreatePlanPdfOptions = {
  db: TDb;
  storage: TStorage;
  mailer: TMailer;
  brandName: string;
  readSettings: TSettingsReader;
  publicUrl: string;
  /** The request as the route's schema parsed it: a posted plan is checked strictly against ZPlan; only its answers are used. */
  input: z.output<typeof ZPlanPdfRequest>;
  viewer: TUserRow | null;
  now?: Date;
};

const pdfFilename = (plan: TPlan) =>
  formatMessage(plan.locale, planPdfMessages(plan.locale).filename, {
    visa: plan.answers.visa_type,
    date: plan.web.header.generated_at.slice(0, 10),
  }).toLowerCase();

/** What the support team sees about the plan in the 'new lead' email and the admin's lead list. */
const leadDescription = (plan: TPlan) =>
  `Visa document plan: ${VISA_TYPE_LABELS[plan.answers.visa_type]} visa, ${plan.answers.consulate} consulate, ` +
  `appointment ${formatPlanDate(plan.appointment_date)}, ${plan.summary.total_documents} documents.`;

/**
 * The plan to print, always one the server made: by id, the stored plan (its errors stand); a posted plan is never
 * printed as sent (its title, text and links are the client's) but rebuilt from the answers it carries, as of `now`
 * like `generate`. With both, the stored plan when it exists, is current and the visitor may reach it, else the
 * rebuilt one: a client holding `{planId, plan}` from `generate` gets its PDF even once the stored copy is gone.
 * `planId` is the stored plan's id when that is the one used.
 */
const choosePlan = async ({
  db,
  input,
  viewer,
  now,
}: Pick<TCreatePlanPdfOptions, 'db' | 'input' | 'viewer'> & { now: Date }): Promise<{
  plan: TPlan;
  planId: string | null;
}> => {
  const rebuild = (posted: TPlan) => ({ plan: buildPlan(posted.answers, now, posted.locale), planId: null });
  if (!input.planId) {
    if (!input.plan) throw new AppError('BAD_REQUEST', 'Send planId, plan or both');
    return rebuild(input.plan);
  }
  if (!input.plan) return { plan: await loadPlan({ db, planId: input.planId, viewer }), planId: input.planId };
  try {
    return { plan: await loadPlan({ db, planId: input.planId, viewer }), planId: input.planId };
  } catch (error) {
    if (error instanceof AppError) return rebuild(input.plan);
    throw error;
  }
};

/**
 * The 'Get PDF' of the plan view: renders a stored plan (by id) or one rebuilt from a posted plan's answers, keeps the PDF as a
 * PLAN_PDF file for PLAN_PDF_RETENTION_HOURS and returns a signed download link valid PLAN_PDF_LINK_SECONDS.
 * An email, when given, is stored as a lead with source 'planner' (and the support address is told).
 */
export const createPlanPdf = async ({
  db,
  storage,
  mailer,
  brandName,
  readSettings,
  publicUrl,
  input,
  viewer,
  now = new Date(),
}: TCreatePlanPdfOptions): Promise<TPlanPdfResponse> => {
  const chosen = await choosePlan({ db, input, viewer, now });
  const { planId } = chosen;
  const plan = planInLanguage(chosen.plan, input.locale);

  if (input.email) {
    const lead = ZCreateLeadRequest.safeParse({
      email: input.email,
      source: 'planner',
      planId: planId ?? undefined,
      destinationCountry: PLANNER_COUNTRY_LABELS[plan.answers.country],
      targetLanguages: ['spanish'],
      documentDescription: leadDescription(plan),
    });
    if (!lead.success) throw new AppError('BAD_REQUEST', describeZodError(lead.error));
    await createLead({ db, mailer, brandName, readSettings, publicUrl, input: lead.data });
  }

  const pdf = await renderPlanPdf({ plan, brandName });
  const fileKey = storage.newFileKey();
  const stored = await storage.write(fileKey, Readable.from([pdf]), MAX_PDF_BYTES);
  await db
    .insertInto('files')
    .values({
      file_key: fileKey,
      original_name: pdfFilename(plan),
      declared_content_type: 'application/pdf',
      content_type: 'application/pdf',
      declared_size: stored.size,
      size: stored.size,
      sha256: stored.sha256,
      kind: 'PLAN_PDF',
      status: 'uploaded',
      uploaded_by: viewer?.id ?? null,
      uploaded_at: now,
      delete_after: new Date(now.getTime() + PLAN_PDF_RETENTION_HOURS * 60 * 60 * 1000),
    })
    .execute();

  const expiresAt = Math.floor(now.getTime() / 1000) + PLAN_PDF_LINK_SECONDS;
  return {
    pdfUrl: await storage.downloadUrl(fileKey, {
      filename: pdfFilename(plan),
      contentType: 'application/pdf',
      expiresAt,
    }),
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
};
