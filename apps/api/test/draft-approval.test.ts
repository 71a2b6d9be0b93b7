import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { findSoffice } from '@sello/analysis/render-page-count';
import { DRAFT_ALREADY_ANSWERED, NO_CORRECTION_ROUNDS_LEFT, type TOrderDraft } from '@sello/shared/draft-schemas';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobQueue } from '../src/jobs/job-queue.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { generateCertifiedDocuments } from '../src/services/certified/generate-certified-documents.ts';
import { prepareDraft } from '../src/services/drafts/prepare-draft.ts';
import { DRAFT_MARK } from '../src/services/drafts/stamp-draft.ts';
import {
  autoApproveDrafts,
  FAILED_DRAFT_RETRY_MS,
  resendPreparingDrafts,
} from '../src/services/drafts/sweep-drafts.ts';
import { deleteDeliveredOrderFiles } from '../src/services/retention/delete-delivered-order-files.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, followLink, placeOrder, putUpload, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin, signInStaff, signUpCustomer } from './helpers/sign-in-admin.ts';

const run = promisify(execFile);
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let t: TTestApp;
const tokens = { owner: '', manager: '', translator: '', reviewer: '', customerA: '', customerB: '' };
const ids = { translator: '', reviewer: '', customerA: '' };
const as = (token: string) => ({ authorization: `Bearer ${token}` });

const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** A mailer writing to the test database's outbox (its send job is not needed: tests read the outbox). */
const outboxMailer = () =>
  createMailer({
    db: t.db,
    jobs: { send: async () => null } as unknown as TJobQueue,
    logger: t.app.log,
    smtpUrl: undefined,
    from: 'x@sello.test',
  });

const jobContext = () => ({
  db: t.db,
  storage: t.storage,
  mailer: outboxMailer(),
  env: t.env,
  readSettings: t.readSettings,
  logger: t.app.log,
});

beforeAll(async () => {
  t = await buildTestApp();
  tokens.owner = await signInAdmin(t.app, t.db);
  tokens.manager = await signInStaff(t.app, t.db, 'project_manager', 'pm@sello.test');
  tokens.translator = await signInStaff(t.app, t.db, 'translator', 'jurado@sello.test');
  tokens.reviewer = await signInStaff(t.app, t.db, 'reviewer', 'rita@sello.test');
  tokens.customerA = await signUpCustomer(t.app, 'ana@example.com');
  tokens.customerB = await signUpCustomer(t.app, 'bob@example.com');
  ids.translator = await userId('jurado@sello.test');
  ids.reviewer = await userId('rita@sello.test');
  ids.customerA = await userId('ana@example.com');
  await t.db
    .insertInto('staff_credentials')
    .values({
      user_id: ids.translator,
      kind: 'sworn',
      jurisdiction: 'spain',
      language: 'english',
      issuer: 'MAEC',
      number: 'TIJ-1',
    })
    .execute();
});
afterAll(() => t.close());

/** A PDF with one line of text per page. */
const pdfWithPages = async (lines: string[]) => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const line of lines) document.addPage([595, 842]).drawText(line, { x: 60, y: 700, size: 14, font });
  return Buffer.from(await document.save());
};

/** The smallest Word document with one paragraph. */
const docx = (text: string) =>
  Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
      ),
    }),
  );

/** The text of each page of a PDF, read with pdftotext (poppler). */
const pagesOf = async (pdf: Buffer): Promise<string[]> => {
  const folder = await mkdtemp(path.join(tmpdir(), 'sello-draft-'));
  try {
    const file = path.join(folder, 'draft.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    return stdout.split('\f').filter((page) => page.trim() !== '');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

/**
 * A paid order with `documents` text sources (a fixture: payments have their own tests), placed by the signed-in
 * customer A unless `guest`.
 */
const paidOrder = async ({
  documents = 1,
  serviceType = 'sworn',
  guest = false,
}: {
  documents?: number;
  serviceType?: string;
  guest?: boolean;
} = {}) => {
  const headers = guest ? {} : as(tokens.customerA);
  const fileKeys: string[] = [];
  for (let i = 0; i < documents; i += 1) {
    const { fileKey } = await uploadFile(
      t.app,
      { filename: `birth-${i}.txt`, contentType: 'text/plain', body: words(40) },
      headers,
    );
    fileKeys.push(fileKey);
  }
  const quote = await createFileQuote(t.app, fileKeys, undefined, headers);
  const order = await placeOrder(t.app, quote.quoteId, { serviceType, headers });
  await t.db
    .updateTable('orders')
    .set({ status: 'PAID', stage: 'awaiting_assignment' })
    .where('id', '=', order.orderId)
    .execute();
  return { orderId: order.orderId, fileKeys };
};

const post = (url: string, token: string | null, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: token ? as(token) : {}, ...(payload ? { payload } : {}) });

/** Assigns each document to the translator and reviewer; returns the task ids in document order. */
const assignAll = async (orderId: string, fileKeys: string[]) => {
  const res = await post(`/api/admin/orders/${orderId}/tasks`, tokens.manager, {
    fileKeys,
    translatorId: ids.translator,
    reviewerId: ids.reviewer,
    dueAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().tasks as Array<{ id: string; documents: Array<{ fileKey: string }> }>)
    .sort((a, b) => fileKeys.indexOf(a.documents[0]?.fileKey ?? '') - fileKeys.indexOf(b.documents[0]?.fileKey ?? ''))
    .map((task) => task.id);
};

/** The translator uploads a version of the task (presigned like any translated file). */
const uploadVersion = async (taskId: string, file: { filename: string; contentType: string; body: Buffer }) => {
  const presign = await post('/api/uploads/presigned-url', tokens.translator, {
    taskId,
    fileType: 'TRANSLATED',
    files: [{ filename: file.filename, contentType: file.contentType, size: file.body.length }],
  });
  expect(presign.statusCode, presign.body).toBe(200);
  const [upload] = presign.json().uploads;
  await putUpload(t.app, upload.uploadUrl, { contentType: file.contentType, body: file.body });
  const res = await post(`/api/staff/tasks/${taskId}/versions`, tokens.translator, { fileKey: upload.fileKey });
  expect(res.statusCode, res.body).toBe(201);
};

const approveReview = async (taskId: string) => {
  const res = await post(`/api/staff/tasks/${taskId}/review`, tokens.reviewer, { decision: 'approve' });
  expect(res.statusCode, res.body).toBe(200);
};

const getDraft = async (orderId: string, token: string | null = tokens.customerA) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/draft`,
    headers: token ? as(token) : {},
  });
  return res;
};

const currentDraft = async (orderId: string, token: string | null = tokens.customerA): Promise<TOrderDraft> => {
  const res = await getDraft(orderId, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().draft;
};

/** Runs the prepare-draft job for the order's current round (the app's own worker may have run it already). */
const prepareCurrentDraft = async (orderId: string) => {
  const draft = await t.db
    .selectFrom('order_drafts')
    .select('id')
    .where('order_id', '=', orderId)
    .orderBy('round', 'desc')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  await prepareDraft(jobContext(), draft.id);
  return draft.id;
};

const stageOf = async (orderId: string) =>
  (await t.db.selectFrom('orders').select('stage').where('id', '=', orderId).executeTakeFirstOrThrow()).stage;

const taskState = async (taskId: string) =>
  (await t.db.selectFrom('order_tasks').select('state').where('id', '=', taskId).executeTakeFirstOrThrow()).state;

const auditOf = async (orderId: string) =>
  (
    await t.db
      .selectFrom('audit_events')
      .select(['action', 'actor_role', 'detail'])
      .where('order_id', '=', orderId)
      .where('action', 'in', [
        'review_approved',
        'draft_offered',
        'draft_preparation_failed',
        'corrections_requested',
        'draft_approved',
        'draft_returned_to_translator',
      ])
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  ).map((row) => `${row.action} by ${row.actor_role}`);

const outbox = async (template: string, to?: string) =>
  await t.db
    .selectFrom('outbox')
    .select(['to_address', 'subject', 'text_body', 'dedupe_key'])
    .where('template', '=', template)
    .$if(to !== undefined, (query) => query.where('to_address', '=', to ?? ''))
    .orderBy('created_at')
    .execute();

/** Downloads a draft document through its signed link. */
const download = async (url: string) => {
  const followed = await followLink(t.app, url);
  expect(followed.statusCode).toBe(200);
  return followed.rawPayload;
};

/** A sworn order of one PDF-translated document, through review to a draft offered to the customer. */
const offeredDraft = async ({ guest = false } = {}) => {
  const { orderId, fileKeys } = await paidOrder({ guest });
  const [taskId] = await assignAll(orderId, fileKeys);
  if (!taskId) throw new Error('no task');
  expect((await post(`/api/staff/tasks/${taskId}/accept`, tokens.translator)).statusCode).toBe(200);
  await uploadVersion(taskId, {
    filename: 'birth-es.pdf',
    contentType: 'application/pdf',
    body: await pdfWithPages(['Acta de nacimiento', 'Segunda hoja']),
  });
  await approveReview(taskId);
  await prepareCurrentDraft(orderId);
  return { orderId, taskId, draft: await currentDraft(orderId, guest ? null : tokens.customerA) };
};

describe("the customer's draft approval", () => {
  it.skipIf(!findSoffice())(
    'takes a sworn order from the review to the customer and back: draft, corrections, second version, round 2, approval',
    async () => {
      const { orderId, fileKeys } = await paidOrder({ documents: 2 });
      const [docxTask, pdfTask] = await assignAll(orderId, fileKeys);
      if (!docxTask || !pdfTask) throw new Error('two tasks expected');
      for (const task of [docxTask, pdfTask]) {
        expect((await post(`/api/staff/tasks/${task}/accept`, tokens.translator)).statusCode).toBe(200);
      }
      await uploadVersion(docxTask, {
        filename: 'birth-0-es.docx',
        contentType: DOCX_TYPE,
        body: docx('Acta de nacimiento de Ana Garcia'),
      });
      await uploadVersion(pdfTask, {
        filename: 'birth-1-es.pdf',
        contentType: 'application/pdf',
        body: await pdfWithPages(['Certificado hoja 1', 'Certificado hoja 2']),
      });
      await approveReview(docxTask);
      expect(await stageOf(orderId)).toBe('in_review');
      await approveReview(pdfTask);
      expect(await stageOf(orderId)).toBe('draft_with_customer');

      // While it is prepared the customer sees the round, without links.
      const preparing = (await getDraft(orderId)).json();
      expect(preparing.history).toEqual([]);
      expect(['preparing', 'awaiting_customer']).toContain(preparing.draft.state);

      await prepareCurrentDraft(orderId);
      const draft = await currentDraft(orderId);
      expect(draft).toMatchObject({
        round: 1,
        state: 'awaiting_customer',
        correctionsAllowed: 2,
        correctionsLeft: 2,
        answeredAt: null,
        corrections: [],
        documents: [
          { name: 'birth-0.txt', pageCount: 1 },
          { name: 'birth-1.txt', pageCount: 2 },
        ],
      });
      const offeredAt = Date.parse(draft.offeredAt ?? '');
      expect(Date.parse(draft.autoApproveAt ?? '') - offeredAt).toBe(5 * 24 * 60 * 60 * 1000);

      // Every page of every draft PDF carries the mark.
      for (const document of draft.documents) {
        const pages = await pagesOf(await download(document.downloadUrl));
        expect(pages).toHaveLength(document.pageCount);
        for (const page of pages) expect(page.replace(/\s+/g, ' ')).toContain(DRAFT_MARK);
      }
      const [docxPage] = await pagesOf(await download(draft.documents[0]?.downloadUrl ?? ''));
      expect(docxPage).toContain('Acta de nacimiento de Ana Garcia');

      // The customer is told: the draft is ready, the link, the rounds and the date it counts as approved.
      const [ready] = await outbox('draft-ready', 'ana@example.com');
      expect(ready?.subject).toMatch(/Your draft is ready to check/);
      expect(ready?.text_body).toContain(`/orders/${orderId}`);
      expect(ready?.text_body).toContain('You may ask for corrections 2 more times (of 2)');
      expect(ready?.text_body).toMatch(/Counts as approved on: \w+day, \w+ \d+, \d{4}/);
      // Documents by count and type, never by the file name the customer gave (docs/security.md).
      expect(ready?.text_body).toContain('Documents: 2 documents (TXT)');
      expect(ready?.text_body).not.toContain('birth-0');

      // The draft is no translation: it is not among the order's files, nor downloadable as one.
      const documentIds = draft.documents.map((document) => document.id);
      const [docxDocument, pdfDocument] = draft.documents;
      if (!docxDocument || !pdfDocument) throw new Error('two documents expected');

      const asked = await post(`/api/orders/${orderId}/draft/corrections`, tokens.customerA, {
        draftId: draft.id,
        corrections: [{ documentId: pdfDocument.id, page: 2, comment: 'The surname is "García", with an accent.' }],
      });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json().draft).toMatchObject({
        id: draft.id,
        state: 'corrections_requested',
        correctionsLeft: 1,
        corrections: [{ documentId: pdfDocument.id, page: 2, comment: 'The surname is "García", with an accent.' }],
      });
      expect(await stageOf(orderId)).toBe('changes_requested');
      expect(await taskState(pdfTask)).toBe('returned');
      expect(await taskState(docxTask)).toBe('approved');

      // A second submit does not make a second round.
      const again = await post(`/api/orders/${orderId}/draft/corrections`, tokens.customerA, {
        draftId: draft.id,
        corrections: [{ documentId: pdfDocument.id, page: 1, comment: 'And the date.' }],
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'CONFLICT', reason: DRAFT_ALREADY_ANSWERED });

      // The translator is emailed and sees the comments on the task.
      const [mail] = await outbox('task-customer-corrections', 'jurado@sello.test');
      expect(mail?.text_body).toContain('birth-1.txt, page 2: The surname is "García", with an accent.');
      const task = await t.app.inject({
        method: 'GET',
        url: `/api/staff/tasks/${pdfTask}`,
        headers: as(tokens.translator),
      });
      expect(task.json().task.customerCorrections).toEqual([
        { round: 1, documentName: 'birth-1.txt', page: 2, comment: 'The surname is "García", with an accent.' },
      ]);
      expect(task.json().task.actions.uploadVersion).toBe(true);

      await uploadVersion(pdfTask, {
        filename: 'birth-1-es-v2.pdf',
        contentType: 'application/pdf',
        body: await pdfWithPages(['Certificado hoja 1', 'Certificado de Ana García']),
      });
      expect(await stageOf(orderId)).toBe('in_review');
      await approveReview(pdfTask);
      expect(await stageOf(orderId)).toBe('draft_with_customer');
      await prepareCurrentDraft(orderId);

      const second = (await getDraft(orderId)).json();
      expect(second.draft).toMatchObject({ round: 2, state: 'awaiting_customer', correctionsLeft: 1, corrections: [] });
      expect(second.history.map((round: TOrderDraft) => [round.round, round.state])).toEqual([
        [1, 'corrections_requested'],
      ]);
      expect(second.draft.documents.map((document: { id: string }) => document.id)).not.toEqual(documentIds);
      const corrected = await pagesOf(await download(second.draft.documents[1].downloadUrl));
      expect(corrected[1]).toContain('Ana García');
      const emails = await outbox('draft-ready', 'ana@example.com');
      expect(emails.map((email) => email.subject)).toEqual([
        expect.stringMatching(/Your draft is ready to check/),
        expect.stringMatching(/Your corrected draft is ready/),
      ]);
      expect(emails[1]?.text_body).toContain('You may ask for corrections 1 more time (of 2)');

      const approved = await post(`/api/orders/${orderId}/draft/approve`, tokens.customerA, {
        draftId: second.draft.id,
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().draft).toMatchObject({ id: second.draft.id, state: 'approved' });
      expect(await stageOf(orderId)).toBe('final_ready');
      // Approving twice answers the same.
      const twice = await post(`/api/orders/${orderId}/draft/approve`, tokens.customerA, { draftId: second.draft.id });
      expect(twice.statusCode).toBe(200);
      expect(twice.json().draft).toEqual({ ...approved.json().draft, documents: expect.any(Array) });
      // The agency inbox is told once that the order is ready to finalise.
      const agency = (await outbox('draft-approved-agency')).filter((row) => row.dedupe_key.endsWith(second.draft.id));
      expect(agency).toEqual([
        expect.objectContaining({
          to_address: 'support@sello.test',
          subject: expect.stringMatching(/^Draft approved: order \S+ is ready to finalise$/),
        }),
      ]);
      expect(agency[0]?.text_body).toContain(`/admin/orders/${orderId}`);
      // The first round was answered with corrections: it cannot be approved now.
      const old = await post(`/api/orders/${orderId}/draft/approve`, tokens.customerA, { draftId: draft.id });
      expect(old.statusCode).toBe(409);

      expect(await auditOf(orderId)).toEqual([
        'review_approved by reviewer',
        'review_approved by reviewer',
        'draft_offered by system',
        'corrections_requested by customer',
        'review_approved by reviewer',
        'draft_offered by system',
        'draft_approved by customer',
      ]);

      // Staff see the current round on the order.
      const admin = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${orderId}`,
        headers: as(tokens.manager),
      });
      expect(admin.json().order.draft).toMatchObject({
        id: second.draft.id,
        state: 'approved',
        preparationError: null,
      });
    },
    60_000,
  );

  it('refuses corrections once every round is used (409 with the reason), and the email said so', async () => {
    const settings = (
      await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: as(tokens.owner) })
    ).json().settings;
    const put = (rounds: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: as(tokens.owner),
        payload: { ...settings, draftApproval: { ...settings.draftApproval, rounds } },
      });
    expect((await put(0)).statusCode).toBe(200);
    try {
      const { orderId, draft } = await offeredDraft();
      expect(draft).toMatchObject({ correctionsAllowed: 0, correctionsLeft: 0 });
      const [email] = (await outbox('draft-ready')).filter((row) => row.dedupe_key === `draft-ready:${draft.id}`);
      expect(email?.text_body).toContain('This service includes no correction rounds');
      const res = await post(`/api/orders/${orderId}/draft/corrections`, tokens.customerA, {
        draftId: draft.id,
        corrections: [{ documentId: draft.documents[0]?.id, page: 1, comment: 'Fix the name.' }],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', reason: NO_CORRECTION_ROUNDS_LEFT });
      expect(res.json().error).toMatch(/Please approve the draft, or contact support at support@sello\.test/);
      expect(await stageOf(orderId)).toBe('draft_with_customer');
      expect((await currentDraft(orderId)).state).toBe('awaiting_customer');
    } finally {
      expect((await put(2)).statusCode).toBe(200);
    }
  });

  it('answers 400 naming the page or document that is not in the draft, and changes nothing', async () => {
    const { orderId, draft } = await offeredDraft();
    const ask = (correction: Record<string, unknown>) =>
      post(`/api/orders/${orderId}/draft/corrections`, tokens.customerA, {
        draftId: draft.id,
        corrections: [correction],
      });
    const page3 = await ask({ documentId: draft.documents[0]?.id, page: 3, comment: 'Name' });
    expect(page3.statusCode).toBe(400);
    expect(page3.json().error).toBe('Correction 1: birth-0.txt has 2 pages, so there is no page 3.');
    const otherDocument = await ask({ documentId: '00000000-0000-4000-8000-000000000000', page: 1, comment: 'Name' });
    expect(otherDocument.statusCode).toBe(400);
    expect(otherDocument.json().error).toBe('Correction 1: that document is not part of this draft.');
    const page0 = await ask({ documentId: draft.documents[0]?.id, page: 0, comment: 'Name' });
    expect(page0.statusCode).toBe(400);
    const empty = await ask({ documentId: draft.documents[0]?.id, page: 1, comment: '  ' });
    expect(empty.statusCode).toBe(400);
    expect((await currentDraft(orderId)).state).toBe('awaiting_customer');
    expect(await stageOf(orderId)).toBe('draft_with_customer');
  });

  it('approves a draft unanswered past its date (the sweep), tells the customer, and refuses a later answer', async () => {
    const { orderId, draft } = await offeredDraft();
    const context = { db: t.db, mailer: outboxMailer(), env: t.env, readSettings: t.readSettings };
    expect(await autoApproveDrafts(context)).toBe(0);
    await t.db
      .updateTable('order_drafts')
      .set({ auto_approve_at: new Date(Date.now() - 1000) })
      .where('id', '=', draft.id)
      .execute();
    // The app's own per-minute sweep runs this same function and may get there first: either way, once.
    await autoApproveDrafts(context);
    expect(await autoApproveDrafts(context)).toBe(0);
    expect(await currentDraft(orderId)).toMatchObject({ id: draft.id, state: 'auto_approved' });
    expect(await stageOf(orderId)).toBe('final_ready');
    expect((await auditOf(orderId)).at(-1)).toBe('draft_approved by system');
    const [email] = (await outbox('draft-auto-approved')).filter((row) => row.dedupe_key.endsWith(draft.id));
    expect(email).toMatchObject({ to_address: 'ana@example.com', subject: expect.stringMatching(/^Draft approved/) });
    const [agency] = (await outbox('draft-approved-agency')).filter((row) => row.dedupe_key.endsWith(draft.id));
    expect(agency).toMatchObject({
      to_address: 'support@sello.test',
      subject: expect.stringMatching(/^Draft approved automatically: order \S+ is ready to finalise$/),
    });
    const late = await post(`/api/orders/${orderId}/draft/corrections`, tokens.customerA, {
      draftId: draft.id,
      corrections: [{ documentId: draft.documents[0]?.id, page: 1, comment: 'Too late?' }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().reason).toBe(DRAFT_ALREADY_ANSWERED);
  });

  it('is reached by the customer and a guest link holder; staff read only; others are refused', async () => {
    const { orderId, draft } = await offeredDraft();
    expect((await getDraft(orderId, tokens.customerB)).statusCode).toBe(404);
    expect((await getDraft(orderId, null)).statusCode).toBe(401);
    expect((await getDraft(orderId, tokens.translator)).statusCode).toBe(403);
    expect((await getDraft(orderId, tokens.reviewer)).statusCode).toBe(403);
    expect((await getDraft(orderId, tokens.manager)).statusCode).toBe(200);
    for (const token of [tokens.manager, tokens.owner, tokens.translator]) {
      const res = await post(`/api/orders/${orderId}/draft/approve`, token, { draftId: draft.id });
      expect(res.statusCode).toBe(403);
    }
    expect(
      (await post(`/api/orders/${orderId}/draft/approve`, tokens.customerB, { draftId: draft.id })).statusCode,
    ).toBe(404);
    expect((await post(`/api/orders/${orderId}/draft/approve`, null, { draftId: draft.id })).statusCode).toBe(401);
    expect((await currentDraft(orderId)).state).toBe('awaiting_customer');

    // A guest order: whoever holds its link answers for the customer.
    const guest = await offeredDraft({ guest: true });
    expect(guest.draft.state).toBe('awaiting_customer');
    const res = await post(`/api/orders/${guest.orderId}/draft/approve`, null, { draftId: guest.draft.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stageOf(guest.orderId)).toBe('final_ready');
    expect((await auditOf(guest.orderId)).at(-1)).toBe('draft_approved by customer');
    // The translator's links reach only source documents: the draft's stored key is no file of the order.
    const stored = await t.db
      .selectFrom('draft_documents')
      .select('storage_key')
      .where('draft_id', '=', guest.draft.id)
      .executeTakeFirstOrThrow();
    const asFile = await t.db
      .selectFrom('files')
      .select('id')
      .where('file_key', '=', stored.storage_key ?? '')
      .executeTakeFirst();
    expect(asFile).toBeUndefined();
  });

  it('sends a professional order (no approval by default) straight to final ready, with no draft', async () => {
    const { orderId, fileKeys } = await paidOrder({ serviceType: 'professional' });
    const [taskId] = await assignAll(orderId, fileKeys);
    if (!taskId) throw new Error('no task');
    expect((await post(`/api/staff/tasks/${taskId}/accept`, tokens.translator)).statusCode).toBe(200);
    await uploadVersion(taskId, {
      filename: 'letter.pdf',
      contentType: 'application/pdf',
      body: await pdfWithPages(['Carta']),
    });
    await approveReview(taskId);
    expect(await stageOf(orderId)).toBe('final_ready');
    expect((await getDraft(orderId)).json()).toEqual({ draft: null, history: [], canAnswer: true });
  });

  it.skipIf(!findSoffice())(
    'returns a translation no draft can be made from to its translator; the customer sees no draft, the rounds stay whole, and the next version is offered',
    async () => {
      const { orderId, fileKeys } = await paidOrder();
      const [taskId] = await assignAll(orderId, fileKeys);
      if (!taskId) throw new Error('no task');
      expect((await post(`/api/staff/tasks/${taskId}/accept`, tokens.translator)).statusCode).toBe(200);
      const corrupt = Buffer.from(zipSync({ 'word/document.xml': strToU8('<w:document><w:body><w:p>') }));
      await uploadVersion(taskId, { filename: 'broken.docx', contentType: DOCX_TYPE, body: corrupt });
      await approveReview(taskId);
      // A file that cannot be made into a PDF will not get better by retrying: the job ends without failing.
      await prepareCurrentDraft(orderId);
      await prepareCurrentDraft(orderId);

      expect((await getDraft(orderId)).json()).toEqual({ draft: null, history: [], canAnswer: true });
      expect(await stageOf(orderId)).toBe('in_translation');
      expect(await taskState(taskId)).toBe('returned');
      expect((await auditOf(orderId)).slice(-1)).toEqual(['draft_returned_to_translator by system']);
      const task = await t.app.inject({
        method: 'GET',
        url: `/api/staff/tasks/${taskId}`,
        headers: as(tokens.translator),
      });
      expect(task.json().task.draftFailure).toMatch(
        /^Your translation could not be made into a PDF draft: .+; upload it again as DOCX or PDF\.$/,
      );
      expect(task.json().task.actions.uploadVersion).toBe(true);
      const [email] = await outbox('task-draft-not-made', 'jurado@sello.test');
      expect(email?.subject).toContain('could not be made into a draft');
      expect(email?.text_body).toContain(task.json().task.draftFailure);
      const admin = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${orderId}`,
        headers: as(tokens.manager),
      });
      expect(admin.json().order.draft).toMatchObject({ round: 1, state: 'failed', documents: [{ downloadUrl: '' }] });
      expect(admin.json().order.draft.preparationError).toBe(task.json().task.draftFailure);

      await uploadVersion(taskId, {
        filename: 'birth-es.pdf',
        contentType: 'application/pdf',
        body: await pdfWithPages(['Acta de nacimiento']),
      });
      const fixed = await t.app.inject({
        method: 'GET',
        url: `/api/staff/tasks/${taskId}`,
        headers: as(tokens.translator),
      });
      expect(fixed.json().task.draftFailure).toBeNull();
      await approveReview(taskId);
      await prepareCurrentDraft(orderId);
      const { draft, history } = (await getDraft(orderId)).json();
      expect(history).toEqual([]);
      expect(draft).toMatchObject({ round: 1, state: 'awaiting_customer', correctionsLeft: draft.correctionsAllowed });
      expect(await stageOf(orderId)).toBe('draft_with_customer');
      expect(await outbox('draft-ready')).toContainEqual(
        expect.objectContaining({ dedupe_key: `draft-ready:${draft.id}` }),
      );
    },
  );

  it('keeps a round preparing while its translation cannot be read from storage (a passing fault), tries it again until the fault is gone', async () => {
    const { orderId, fileKeys } = await paidOrder();
    const [taskId] = await assignAll(orderId, fileKeys);
    if (!taskId) throw new Error('no task');
    expect((await post(`/api/staff/tasks/${taskId}/accept`, tokens.translator)).statusCode).toBe(200);
    const translation = await pdfWithPages(['Acta']);
    await uploadVersion(taskId, { filename: 'birth-es.pdf', contentType: 'application/pdf', body: translation });
    const version = await t.db
      .selectFrom('task_versions')
      .innerJoin('files', 'files.id', 'task_versions.file_id')
      .select('files.file_key')
      .where('task_versions.task_id', '=', taskId)
      .executeTakeFirstOrThrow();
    await t.storage.remove(version.file_key);
    await approveReview(taskId);
    await expect(prepareCurrentDraft(orderId)).rejects.toThrow();
    await expect(prepareCurrentDraft(orderId)).rejects.toThrow();
    const draft = await currentDraft(orderId);
    expect(draft).toMatchObject({ state: 'preparing', offeredAt: null, documents: [{ downloadUrl: '' }] });
    expect(draft).not.toHaveProperty('preparationError');
    expect(await stageOf(orderId)).toBe('draft_with_customer');
    expect(await taskState(taskId)).toBe('approved');
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}`,
      headers: as(tokens.manager),
    });
    expect(admin.json().order.draft).toMatchObject({ state: 'preparing', preparationError: expect.any(String) });
    expect((await auditOf(orderId)).filter((entry) => entry.startsWith('draft_preparation_failed'))).toEqual([
      'draft_preparation_failed by system',
    ]);

    // Once the queue's own retries are spent, the sweep sends the round again every FAILED_DRAFT_RETRY_MS.
    const resent: string[] = [];
    const jobs = {
      send: async (_queue: string, data: { draftId: string }) => {
        resent.push(data.draftId);
        return 'job';
      },
    } as unknown as TJobQueue;
    const round = await t.db
      .selectFrom('order_drafts')
      .select('id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    await resendPreparingDrafts({ db: t.db, jobs, atBoot: false });
    expect(resent).not.toContain(round.id);
    await t.db
      .updateTable('order_drafts')
      .set({ updated_at: new Date(Date.now() - FAILED_DRAFT_RETRY_MS - 60_000) })
      .where('id', '=', round.id)
      .execute();
    await resendPreparingDrafts({ db: t.db, jobs, atBoot: false });
    expect(resent.filter((id) => id === round.id)).toHaveLength(1);
    await resendPreparingDrafts({ db: t.db, jobs, atBoot: false });
    expect(resent.filter((id) => id === round.id)).toHaveLength(1);

    // The fault gone, the next attempt offers the draft.
    await t.storage.write(version.file_key, Readable.from([Buffer.from(translation)]), translation.byteLength + 1);
    await prepareCurrentDraft(orderId);
    expect(await currentDraft(orderId)).toMatchObject({ state: 'awaiting_customer', round: 1 });
  });

  it('tells the customer on their order list and the tracking page that a draft waits, until they answer', async () => {
    const { orderId, draft } = await offeredDraft();
    const other = await paidOrder();
    const waiting = async () => {
      const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: as(tokens.customerA) });
      expect(list.statusCode, list.body).toBe(200);
      const orders = list.json().orders as Array<{ orderId: string; draftAwaitingCustomer: boolean }>;
      expect(orders.find((order) => order.orderId === other.orderId)?.draftAwaitingCustomer).toBe(false);
      const tracked = await t.app.inject({
        method: 'GET',
        url: `/api/orders/track?q=${orderId}`,
        headers: as(tokens.customerA),
      });
      expect(tracked.statusCode, tracked.body).toBe(200);
      const listed = orders.find((order) => order.orderId === orderId)?.draftAwaitingCustomer;
      expect(tracked.json().order.draftAwaitingCustomer).toBe(listed);
      return listed;
    };
    expect(await waiting()).toBe(true);
    expect(
      (await post(`/api/orders/${orderId}/draft/approve`, tokens.customerA, { draftId: draft.id })).statusCode,
    ).toBe(200);
    expect(await waiting()).toBe(false);
  });

  it("deletes the stamped drafts with the order's files when the retention period ends", async () => {
    const { orderId, draft } = await offeredDraft({ guest: true });
    expect((await post(`/api/orders/${orderId}/draft/approve`, null, { draftId: draft.id })).statusCode).toBe(200);
    // Delivery waits for the certified translations (this translator has no signature: the generation fails).
    await generateCertifiedDocuments({ ...jobContext(), keys: t.keys }, orderId);
    const completed = await post(`/api/admin/orders/${orderId}/complete`, tokens.owner, { message: 'Here it is.' });
    expect(completed.statusCode, completed.body).toBe(200);
    const keyOf = async () =>
      (
        await t.db
          .selectFrom('draft_documents')
          .select('storage_key')
          .where('draft_id', '=', draft.id)
          .executeTakeFirstOrThrow()
      ).storage_key;
    const key = await keyOf();
    if (!key) throw new Error('the draft was not stored');
    expect(await t.storage.exists(key)).toBe(true);
    await deleteDeliveredOrderFiles({
      ...jobContext(),
      now: new Date(Date.now() + 400 * 24 * 60 * 60 * 1000),
    });
    expect(await t.storage.exists(key)).toBe(false);
    expect(await keyOf()).toBeNull();
    expect((await currentDraft(orderId, null)).documents).toEqual([
      expect.objectContaining({ name: 'birth-0.txt', downloadUrl: '' }),
    ]);
  });
});
