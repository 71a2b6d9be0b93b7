import { createHash, randomInt } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  formatVerificationCode,
  VERIFICATION_CODE_ALPHABET,
  VERIFICATION_CODE_LENGTH,
} from '@sello/shared/certified-document-schemas';
import { LANGUAGES } from '@sello/shared/constants';
import { isOpen } from '@sello/shared/order-lifecycle';
import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { TTokenKeys } from '../../auth/tokens.ts';
import type { TEnv } from '../../config/env.ts';
import type { TDb } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lockOrder } from '../orders/lock-order.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { isIssuedTo } from '../staff-profiles/signing-certificate.ts';
import { findSwornCredential } from '../staff-profiles/staff-credentials.ts';
import {
  chooseCertifications,
  type TCertifiedTranslator,
  UnusableCertifiedTranslation,
} from './assemble-certified-pdf.ts';
import { assembleCertifiedPdfBounded } from './assemble-certified-pdf-bounded.ts';
import { openTranslatorCertificate, signCertifiedPdf } from './sign-certified-pdf.ts';

export type TGenerateCertifiedContext = {
  db: TDb;
  storage: TStorage;
  /** Opens the translator's sealed signing-certificate passphrase. */
  keys: Pick<TTokenKeys, 'signingPassphraseKey'>;
  env: Pick<TEnv, 'PUBLIC_URL'>;
  readSettings: TSettingsReader;
  logger: FastifyBaseLogger;
};

/** An approved task whose current certified document is not made yet (none, or only superseded ones). */
const hasNoCurrentDocument = (eb: ExpressionBuilder<Database, 'order_tasks'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('certified_documents')
        .select('certified_documents.id')
        .whereRef('certified_documents.task_id', '=', 'order_tasks.id')
        .where('certified_documents.superseded_at', 'is', null),
    ),
  );

/** Why the documents cannot be made until staff change something (a credential, an image, the translation). */
class CertifiedNotMade extends Error {}

/** 12 characters of VERIFICATION_CODE_ALPHABET, each drawn with the CSPRNG (60 random bits). */
export const newVerificationCode = (): string =>
  Array.from(
    { length: VERIFICATION_CODE_LENGTH },
    () => VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)],
  ).join('');

export const verificationUrl = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/+$/, '')}/verify/${formatVerificationCode(code)}`;

/** `birth-certificate — sworn translation (Spanish).pdf` */
export const certifiedFilename = (documentName: string, targetLanguage: keyof typeof LANGUAGES) =>
  `${documentName.slice(0, documentName.length - path.extname(documentName).length) || documentName} — sworn translation (${LANGUAGES[targetLanguage].name}).pdf`;

const readAll = async (stream: Readable): Promise<Uint8Array> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
};

const asImage = async (
  storage: TStorage,
  key: string | null,
  type: string | null,
): Promise<TCertifiedTranslator['seal']> =>
  key && (type === 'image/png' || type === 'image/jpeg')
    ? { bytes: await readAll(await storage.openRead(key)), contentType: type }
    : null;

type TOrderRow = {
  id: string;
  order_number: string;
  source_language: keyof typeof LANGUAGES;
  target_language: keyof typeof LANGUAGES;
};

/** The live approved tasks of the order that have no current certified document yet, each with its approved version. */
const tasksToMake = (db: TDb, orderId: string) =>
  db
    .selectFrom('order_tasks')
    .leftJoin('files as source', 'source.id', 'order_tasks.file_id')
    .select([
      'order_tasks.id',
      'order_tasks.file_id',
      'order_tasks.translator_id',
      'source.original_name as source_name',
    ])
    .where('order_tasks.order_id', '=', orderId)
    .where('order_tasks.state', '=', 'approved')
    .where(hasNoCurrentDocument)
    .orderBy('source.created_at', (order) => order.asc().nullsLast())
    .orderBy('order_tasks.created_at')
    .orderBy('order_tasks.id')
    .execute();

/** Makes one task's certified PDF (assembled, then signed when its translator has a signing certificate). */
const makeDocument = async (
  context: TGenerateCertifiedContext,
  order: TOrderRow,
  task: Awaited<ReturnType<typeof tasksToMake>>[number],
) => {
  const { db, storage, env } = context;
  const settings = await context.readSettings(db);
  const pair = { sourceLanguage: order.source_language, targetLanguage: order.target_language };
  const profile = await db
    .selectFrom('users')
    .leftJoin('staff_profiles', 'staff_profiles.user_id', 'users.id')
    .select([
      'users.first_name',
      'users.last_name',
      'users.email',
      'staff_profiles.display_name',
      'staff_profiles.seal_image_key',
      'staff_profiles.seal_image_type',
      'staff_profiles.signature_image_key',
      'staff_profiles.signature_image_type',
    ])
    .where('users.id', '=', task.translator_id)
    .executeTakeFirstOrThrow();
  const name = profile.display_name ?? (`${profile.first_name} ${profile.last_name}`.trim() || profile.email);
  const credential = await findSwornCredential(db, task.translator_id, pair);
  if (!credential) {
    throw new CertifiedNotMade(
      `${name} holds no sworn credential for ${LANGUAGES[pair.sourceLanguage].name} → ${LANGUAGES[pair.targetLanguage].name}: add it to their staff profile, then regenerate.`,
    );
  }
  const version = await db
    .selectFrom('task_versions')
    .innerJoin('files', 'files.id', 'task_versions.file_id')
    .select(['files.id', 'files.file_key', 'files.content_type'])
    .where('task_versions.task_id', '=', task.id)
    .where('task_versions.review_decision', '=', 'approve')
    .orderBy('task_versions.version', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const sourceRows = await db
    .selectFrom('files')
    .select(['file_key', 'content_type', 'original_name'])
    .where('order_id', '=', order.id)
    .where('kind', '=', 'SOURCE')
    .where('status', '=', 'uploaded')
    .$if(task.file_id !== null, (query) => query.where('id', '=', task.file_id ?? ''))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const sources = [];
  for (const source of sourceRows) {
    sources.push({
      bytes: await readAll(await storage.openRead(source.file_key)),
      contentType: source.content_type,
      name: source.original_name,
    });
  }
  // A whole-order task certifies every source of the order as one document.
  const documentName =
    task.source_name ??
    (sourceRows.length === 1 ? (sourceRows[0]?.original_name ?? '') : `${sourceRows.length} documents`);
  const translator: TCertifiedTranslator = {
    name,
    sworn: {
      jurisdiction: credential.jurisdiction,
      language: credential.language,
      number: credential.number,
      issuingAuthority: credential.issuingAuthority,
      formOfAddress: credential.formOfAddress,
    },
    seal: await asImage(storage, profile.seal_image_key, profile.seal_image_type),
    signature: await asImage(storage, profile.signature_image_key, profile.signature_image_type),
  };
  const certifications = chooseCertifications({
    jurisdiction: credential.jurisdiction,
    targetLanguage: pair.targetLanguage,
  });
  const code = newVerificationCode();
  const issuedAt = new Date();
  // A translator who signs digitally needs no signature image; one who does not, does (assembleCertifiedPdf says so).
  // The certificate is opened once and signs below: removed or expired meanwhile, the document is still signed.
  const certificate = await openTranslatorCertificate(context, task.translator_id);
  // Checked on upload against the display name then; the name printed now must still be the certificate's.
  if (certificate && !isIssuedTo(certificate, name)) {
    throw new CertifiedNotMade(
      `The signing certificate of ${name} is issued to ${certificate.subject}: upload a certificate in the name printed on the translation, or change the display name back, then regenerate.`,
    );
  }
  const assembled = await assembleCertifiedPdfBounded({
    translation: {
      bytes: await readAll(await storage.openRead(version.file_key)),
      contentType: version.content_type,
    },
    sources,
    documentName,
    orderNumber: order.order_number,
    sourceLanguage: pair.sourceLanguage,
    targetLanguage: pair.targetLanguage,
    certifications,
    translator,
    agency: { name: settings.invoice.agencyName, address: settings.invoice.address },
    place: settings.certifiedTranslations.place,
    issuedAt,
    verification: { code, url: verificationUrl(env.PUBLIC_URL, code) },
    requireSignatureImage: certificate === null,
  });
  return {
    pdf: certificate ? await signCertifiedPdf(assembled.pdf, certificate) : assembled.pdf,
    signer: certificate
      ? { subject: certificate.subject, issuer: certificate.issuer, selfSigned: certificate.selfSigned }
      : null,
    pageCount: assembled.pageCount,
    code,
    issuedAt,
    documentName,
    certifications,
    versionFileId: version.id,
    translatorName: name,
    credentialNumber: credential.number,
  };
};

/** The current round of the order's generation, read under the order's lock (regenerating increments it). */
const isCurrentRound = async (trx: TDb, orderId: string, round: number) =>
  (await trx.selectFrom('certified_generations').select('round').where('order_id', '=', orderId).executeTakeFirst())
    ?.round === round;

/**
 * Keeps one made document: its bytes in private storage, then — under the order's lock, the order still open, the
 * generation still in the job's round (`'stale'` otherwise: staff regenerated meanwhile, the document may predate
 * their correction) and the task still without a current document — its files row (a TRANSLATED file attached to the
 * order, so delivery, downloads, the ZIP, retention and the completion email handle it) and its certified_documents
 * row. Bytes the transaction does not keep are removed.
 */
const keepDocument = async (
  context: TGenerateCertifiedContext,
  order: TOrderRow,
  task: { id: string; translator_id: string },
  made: Awaited<ReturnType<typeof makeDocument>>,
  round: number,
): Promise<'kept' | 'not kept' | 'stale'> => {
  const { db, storage } = context;
  const key = storage.newFileKey();
  const bytes = Buffer.from(made.pdf);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await storage.write(key, Readable.from([bytes]), bytes.byteLength + 1);
  let outcome: 'kept' | 'not kept' | 'stale' = 'not kept';
  try {
    outcome = await db.transaction().execute(async (trx) => {
      const locked = await lockOrder(trx, order.id);
      if (!locked || !isOpen(locked.status)) return 'not kept';
      if (!(await isCurrentRound(trx, order.id, round))) return 'stale';
      const current = await trx
        .selectFrom('certified_documents')
        .select('id')
        .where('task_id', '=', task.id)
        .where('superseded_at', 'is', null)
        .executeTakeFirst();
      if (current) return 'not kept';
      const now = new Date();
      const file = await trx
        .insertInto('files')
        .values({
          file_key: key,
          original_name: certifiedFilename(made.documentName, order.target_language),
          declared_content_type: 'application/pdf',
          content_type: 'application/pdf',
          declared_size: bytes.byteLength,
          size: bytes.byteLength,
          sha256,
          kind: 'TRANSLATED',
          status: 'uploaded',
          order_id: order.id,
          uploaded_by: null,
          uploaded_at: now,
          attached_at: now,
          delete_after: null,
          deleted_at: null,
          analysis: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('certified_documents')
        .values({
          order_id: order.id,
          task_id: task.id,
          version_file_id: made.versionFileId,
          file_id: file.id,
          verification_code: made.code,
          sha256,
          page_count: made.pageCount,
          certifications: JSON.stringify(made.certifications),
          document_name: made.documentName,
          source_language: order.source_language,
          target_language: order.target_language,
          translator_id: task.translator_id,
          translator_name: made.translatorName,
          credential_number: made.credentialNumber,
          signed_digitally: made.signer !== null,
          signer_subject: made.signer?.subject ?? null,
          signer_issuer: made.signer?.issuer ?? null,
          signer_self_signed: made.signer?.selfSigned ?? null,
          issued_at: made.issuedAt,
        })
        .execute();
      return 'kept';
    });
  } finally {
    if (outcome !== 'kept') await storage.remove(key);
  }
  return outcome;
};

/** Every live approved task has its current document: the generation is ready (audited once), if still in `round`. */
const finishGeneration = async ({ db }: TGenerateCertifiedContext, orderId: string, round: number) => {
  await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (!order || !isOpen(order.status)) return;
    const missing = await trx
      .selectFrom('order_tasks')
      .select('order_tasks.id')
      .where('order_tasks.order_id', '=', orderId)
      .where('order_tasks.state', '=', 'approved')
      .where(hasNoCurrentDocument)
      .execute();
    if (missing.length > 0) return;
    const updated = await trx
      .updateTable('certified_generations')
      .set({ state: 'ready', failure: null, passing_fault: false, updated_at: new Date() })
      .where('order_id', '=', orderId)
      .where('round', '=', round)
      .where('state', '!=', 'ready')
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return;
    const documents = await trx
      .selectFrom('certified_documents')
      .select(['verification_code', 'file_id'])
      .where('order_id', '=', orderId)
      .where('superseded_at', 'is', null)
      .orderBy('issued_at')
      .execute();
    await recordAudit(trx, {
      orderId,
      actor: { userId: null, role: 'system' },
      action: 'certified_generated',
      detail: {
        documents: documents.length,
        codes: documents.map((document) => formatVerificationCode(document.verification_code)).join(', '),
      },
    });
  });
};

/**
 * Records why the documents were not made: for staff to fix (passing = false: a missing credential or signature, a
 * translation that cannot be read; tried again when staff regenerate) or a passing fault (storage, LibreOffice
 * missing; the queue and the certified sweep try again). Audited once per reason. Not recorded once staff regenerated
 * (the round changed): the new round's job tries afresh.
 */
const recordFailure = async (
  { db }: TGenerateCertifiedContext,
  orderId: string,
  round: number,
  reason: string,
  passing: boolean,
) => {
  await db.transaction().execute(async (trx) => {
    await lockOrder(trx, orderId);
    const updated = await trx
      .updateTable('certified_generations')
      .set({ state: 'failed', failure: reason, passing_fault: passing, updated_at: new Date() })
      .where('order_id', '=', orderId)
      .where('round', '=', round)
      .where('state', '!=', 'ready')
      .where((eb) => eb.or([eb('failure', 'is', null), eb('failure', '!=', reason)]))
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return;
    await recordAudit(trx, {
      orderId,
      actor: { userId: null, role: 'system' },
      action: 'certified_generation_failed',
      detail: { reason },
    });
  });
};

/**
 * The generate-certified-documents job (issue 31): makes a sworn order's certified translation per live approved task
 * (assembleCertifiedPdf, signed with the translator's certificate when they have one), stores each with the order and
 * marks the generation ready. Safe to run twice, even at once: a document made is never remade (one current document
 * per task, checked under the order's lock), and nothing is made for a cancelled or closed order. The job works for the
 * generation round it reads at its start: once staff regenerate (a new round, with its own job), it keeps nothing more,
 * removes what it stored and stops. A failure staff must fix marks the generation failed with the reason; a passing
 * fault does too, and fails the job so the queue retries.
 */
export const generateCertifiedDocuments = async (context: TGenerateCertifiedContext, orderId: string) => {
  const { db, logger } = context;
  const generation = await db
    .selectFrom('certified_generations')
    .select(['state', 'passing_fault', 'round'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!generation || generation.state === 'ready' || (generation.state === 'failed' && !generation.passing_fault)) {
    return;
  }
  const order = await db
    .selectFrom('orders')
    .select(['id', 'status', 'order_number', 'source_language', 'target_language'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || !isOpen(order.status)) return;
  await db
    .updateTable('certified_generations')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('order_id', '=', orderId)
    .execute();
  try {
    for (const task of await tasksToMake(db, orderId)) {
      const made = await makeDocument(context, order, task);
      if ((await keepDocument(context, order, task, made, generation.round)) === 'stale') return;
    }
  } catch (error) {
    if (error instanceof CertifiedNotMade || error instanceof UnusableCertifiedTranslation) {
      logger.warn({ orderId }, 'certified translation not made: staff must act');
      await recordFailure(context, orderId, generation.round, error.message, false);
      return;
    }
    logger.error({ err: error, orderId }, 'certified translation generation failed');
    const reason =
      error instanceof AppError
        ? error.message
        : 'The certified translations could not be generated (an unexpected error).';
    await recordFailure(context, orderId, generation.round, reason, true);
    throw error;
  }
  await finishGeneration(context, orderId, generation.round);
};
