import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { normalizeVerificationCode, ZVerifiedDocument } from '@sello/shared/certified-document-schemas';
import { nextOrderStep } from '@sello/shared/order-next-step';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCertifiedDocuments } from '../src/services/certified/generate-certified-documents.ts';
import {
  CERTIFIED_RETRY_MS,
  resendCertifiedGenerations,
} from '../src/services/certified/resend-certified-generations.ts';
import { CERTIFIED_FILE_NOT_REMOVABLE } from '../src/services/orders/attach-translated-files.ts';
import { CERTIFIED_STILL_GENERATING, certifiedFileMissing } from '../src/services/orders/complete-order.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, followLink, placeOrder, putUpload, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin, signInStaff, signUpCustomer } from './helpers/sign-in-admin.ts';
import { makeSigningP12 } from './helpers/signing-certificate.ts';
import { deferred, waitFor } from './helpers/wait.ts';

const run = promisify(execFile);

/** A real 1×1 PNG: the translator's signature. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let t: TTestApp;
/**
 * While set, the app's storage holds back each write of a PDF (the app's own worker storing a generated document) until
 * `release` resolves, after telling `started`: a test can act "during the generation".
 */
let holdPdfWrites: { started: () => void; release: Promise<void> } | null = null;
/** The last held write: its key, and whether it was stored. */
const held = { key: '', stored: false };
const tokens = { owner: '', manager: '', translator: '', reviewer: '', customer: '' };
const ids = { translator: '', reviewer: '' };
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

const jobContext = () => ({
  db: t.db,
  storage: t.storage,
  keys: t.keys,
  env: t.env,
  readSettings: t.readSettings,
  logger: t.app.log,
});

const setSetting = async (key: string, value: unknown) => {
  await t.db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: JSON.stringify(value) }))
    .execute();
};

beforeAll(async () => {
  t = await buildTestApp({
    wrapStorage: (storage) => ({
      ...storage,
      write: async (key, body, maxBytes, beforeStore) => {
        const hold = holdPdfWrites;
        if (!hold) return storage.write(key, body, maxBytes, beforeStore);
        Object.assign(held, { key, stored: false });
        hold.started();
        await hold.release;
        const stored = await storage.write(key, body, maxBytes, beforeStore);
        held.stored = true;
        return stored;
      },
    }),
  });
  tokens.owner = await signInAdmin(t.app, t.db);
  tokens.manager = await signInStaff(t.app, t.db, 'project_manager', 'pm@sello.test');
  tokens.translator = await signInStaff(t.app, t.db, 'translator', 'jurado@sello.test');
  tokens.reviewer = await signInStaff(t.app, t.db, 'reviewer', 'rita@sello.test');
  tokens.customer = await signUpCustomer(t.app, 'ana@example.com');
  ids.translator = await userId('jurado@sello.test');
  ids.reviewer = await userId('rita@sello.test');
  await t.db
    .insertInto('staff_credentials')
    .values({
      user_id: ids.translator,
      kind: 'sworn',
      jurisdiction: 'spain',
      language: 'english',
      issuer: 'Ministerio de Asuntos Exteriores',
      number: 'TIJ-4521',
      form_of_address: 'feminine',
    })
    .execute();
  const signature = await t.app.inject({
    method: 'PUT',
    url: '/api/staff/me/profile/images/signature',
    headers: { ...as(tokens.translator), 'content-type': 'image/png' },
    payload: PNG,
  });
  expect(signature.statusCode, signature.body).toBe(200);
  const named = await t.app.inject({
    method: 'PUT',
    url: '/api/staff/me/profile',
    headers: as(tokens.translator),
    payload: { displayName: 'Lucía Jurado Martín', languagePairs: [] },
  });
  expect(named.statusCode, named.body).toBe(200);
  // The final translation goes straight to final ready (the draft approval has its own tests).
  await setSetting('draftApproval', { professional: false, sworn: false, rounds: 2, autoApproveDays: 5 });
});
afterAll(() => t.close());

const pdfWithPages = async (lines: string[]) => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const line of lines) document.addPage([595, 842]).drawText(line, { x: 60, y: 700, size: 14, font });
  return Buffer.from(await document.save());
};

const textOf = async (pdf: Uint8Array): Promise<string> => {
  const folder = await mkdtemp(path.join(tmpdir(), 'sello-certified-'));
  try {
    const file = path.join(folder, 'document.pdf');
    await writeFile(file, pdf);
    return (await run('pdftotext', ['-layout', file, '-'])).stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

const readStored = async (key: string) => {
  const chunks: Buffer[] = [];
  for await (const chunk of (await t.storage.openRead(key)) as Readable) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

const post = (url: string, token: string | null, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: token ? as(token) : {}, ...(payload ? { payload } : {}) });

/** A paid en→es order of `documents` text sources, placed by the customer. */
const paidOrder = async ({ documents = 1, serviceType = 'sworn', body = words(40) } = {}) => {
  const fileKeys: string[] = [];
  for (let i = 0; i < documents; i += 1) {
    const { fileKey } = await uploadFile(
      t.app,
      { filename: `birth-certificate-${i}.txt`, contentType: 'text/plain', body },
      as(tokens.customer),
    );
    fileKeys.push(fileKey);
  }
  const quote = await createFileQuote(t.app, fileKeys, undefined, as(tokens.customer));
  const order = await placeOrder(t.app, quote.quoteId, { serviceType, headers: as(tokens.customer) });
  await t.db
    .updateTable('orders')
    .set({ status: 'PAID', stage: 'awaiting_assignment' })
    .where('id', '=', order.orderId)
    .execute();
  return { orderId: order.orderId, orderNumber: order.orderNumber, fileKeys };
};

/** Assigns each document, has the translator upload `translation` for it and the reviewer approve: final ready. */
const throughTheFloor = async (
  orderId: string,
  fileKeys: string[] | 'whole order',
  translation: { filename: string; contentType: string; body: Buffer } | null = null,
  beforeApproval: () => Promise<void> = async () => {},
) => {
  const assigned = await post(`/api/admin/orders/${orderId}/tasks`, tokens.manager, {
    ...(fileKeys === 'whole order' ? { wholeOrder: true } : { fileKeys }),
    translatorId: ids.translator,
    reviewerId: ids.reviewer,
    dueAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
  });
  expect(assigned.statusCode, assigned.body).toBe(201);
  const taskIds = (assigned.json().tasks as Array<{ id: string }>).map((task) => task.id);
  for (const [index, taskId] of taskIds.entries()) {
    expect((await post(`/api/staff/tasks/${taskId}/accept`, tokens.translator)).statusCode).toBe(200);
    const file = translation ?? {
      filename: `acta-${index}.pdf`,
      contentType: 'application/pdf',
      body: await pdfWithPages([`Acta de nacimiento ${index}`, 'Segunda hoja']),
    };
    const presign = await post('/api/uploads/presigned-url', tokens.translator, {
      taskId,
      fileType: 'TRANSLATED',
      files: [{ filename: file.filename, contentType: file.contentType, size: file.body.length }],
    });
    expect(presign.statusCode, presign.body).toBe(200);
    const [upload] = presign.json().uploads;
    await putUpload(t.app, upload.uploadUrl, { contentType: file.contentType, body: file.body });
    const version = await post(`/api/staff/tasks/${taskId}/versions`, tokens.translator, { fileKey: upload.fileKey });
    expect(version.statusCode, version.body).toBe(201);
  }
  await beforeApproval();
  for (const taskId of taskIds) {
    const reviewed = await post(`/api/staff/tasks/${taskId}/review`, tokens.reviewer, { decision: 'approve' });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
  }
  return taskIds;
};

const adminOrder = async (orderId: string): Promise<TAdminOrder> => {
  const res = await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: as(tokens.manager) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order;
};

const auditActions = async (orderId: string, action: string) =>
  t.db
    .selectFrom('audit_events')
    .select(['action', 'detail'])
    .where('order_id', '=', orderId)
    .where('action', '=', action as never)
    .execute();

const verify = (code: string) => t.app.inject({ url: `/api/verify/${code}` });

describe('generated certified translations', () => {
  it('makes one sworn translation per document on the final approval, delivered with its verification code', async () => {
    const { orderId, orderNumber, fileKeys } = await paidOrder({ documents: 2 });
    await throughTheFloor(orderId, fileKeys);
    const approved = await adminOrder(orderId);
    expect(approved.stage).toBe('final_ready');
    expect(['generating', 'ready']).toContain(approved.certified?.state);
    // The app's own worker may be running it too: the job is safe to run twice.
    await generateCertifiedDocuments(jobContext(), orderId);
    await generateCertifiedDocuments(jobContext(), orderId);

    const order = await adminOrder(orderId);
    const certified = order.certified;
    expect(certified).toMatchObject({ state: 'ready', failure: null, canRegenerate: true });
    expect(nextOrderStep(order)).toBe('deliver');
    expect(certified?.documents).toHaveLength(2);
    // Only the generated PDFs are the order's translations: the uploaded versions stay with their tasks.
    expect(order.translatedFiles.map((file) => file.fileKey).sort()).toEqual(
      certified?.documents.map((document) => document.fileKey).sort(),
    );
    for (const [index, document] of (certified?.documents ?? []).entries()) {
      expect(document.filename).toBe(`birth-certificate-${index} — sworn translation (Spanish).pdf`);
      expect(document.documentName).toBe(`birth-certificate-${index}.txt`);
      expect(document.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(document.certifications).toEqual(['sworn_spain']);
      expect(document.translatorName).toBe('Lucía Jurado Martín');
      const stored = await readStored(document.fileKey);
      expect(sha256(stored)).toBe(document.sha256);
      const text = (await textOf(stored)).replace(/\s+/g, ' ');
      expect(text).toContain(document.code);
      // Her credential says she is Traductora-Intérprete Jurada: the formula and the seal say so.
      expect(text).toContain('Doña Lucía Jurado Martín, Traductora-Intérprete Jurada de inglés nombrada por');
      expect(text).toContain('Traductora-Intérprete Jurada de Inglés');
    }
    expect(await auditActions(orderId, 'certified_generated')).toHaveLength(1);

    // Delivered: the customer downloads exactly the bytes issued, each with its code, and the email gives the codes.
    const completed = await post(`/api/admin/orders/${orderId}/complete`, tokens.manager, {
      translatedFileKeys: [],
      message: 'Your sworn translations are ready.',
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const customerView = await t.app.inject({ url: `/api/orders/${orderId}`, headers: as(tokens.customer) });
    const translated = (customerView.json().order.files as Array<Record<string, string>>).filter(
      (file) => file.fileType === 'TRANSLATED',
    );
    expect(translated).toHaveLength(2);
    for (const file of translated) {
      const document = certified?.documents.find((candidate) => candidate.fileKey === file.fileKey);
      expect(file.verificationCode).toBe(document?.code);
      const link = await t.app.inject({ url: file.downloadUrl ?? '', headers: as(tokens.customer) });
      expect(link.statusCode, link.body).toBe(302);
      const downloaded = await followLink(t.app, link.headers.location as string);
      expect(sha256(downloaded.rawPayload)).toBe(document?.sha256);
    }
    const email = await t.db
      .selectFrom('outbox')
      .select('text_body')
      .where('template', '=', 'order-completed')
      .where('dedupe_key', 'like', `%${orderId}%`)
      .executeTakeFirstOrThrow();
    for (const document of certified?.documents ?? []) expect(email.text_body).toContain(document.code);
    expect(email.text_body).toContain(`${t.env.PUBLIC_URL}/verify`);
    expect(email.text_body).not.toContain('birth-certificate-0');

    // Anyone holding the code can check it, without learning whose or what it is.
    const [first] = certified?.documents ?? [];
    if (!first) throw new Error('no document');
    const checked = await verify(first.code);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.headers['cache-control']).toBe('no-store');
    expect(checked.headers['referrer-policy']).toBe('no-referrer');
    const verified = ZVerifiedDocument.parse(checked.json());
    expect(verified).toMatchObject({
      code: first.code,
      status: 'valid',
      supersededAt: null,
      orderNumber: `${orderNumber.slice(0, 13)}••••${orderNumber.slice(-2)}`,
      documentName: 'birth-certificate-0.txt',
      sourceLanguage: 'english',
      targetLanguage: 'spanish',
      translatorName: 'Lucía Jurado Martín',
      credentialNumber: 'TIJ-4521',
      sha256: first.sha256,
      signedDigitally: false,
      signature: null,
    });
    for (const secret of [orderNumber, 'Jane', 'Doe', 'ana@example.com', orderId, first.fileKey]) {
      expect(checked.body).not.toContain(secret);
    }
    // Lower case and without dashes is the same code.
    expect((await verify(first.code.replace(/-/g, '').toLowerCase())).statusCode).toBe(200);
    const exact = await post(`/api/verify/${first.code}/check`, null, { sha256: first.sha256 });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json()).toEqual({ match: true, status: 'valid' });
    const changed = Buffer.from(await readStored(first.fileKey));
    changed[changed.length - 10] = (changed[changed.length - 10] ?? 0) ^ 1;
    expect((await post(`/api/verify/${first.code}/check`, null, { sha256: sha256(changed) })).json()).toEqual({
      match: false,
      status: 'valid',
    });

    // Delivered: no regeneration any more.
    const late = await post(`/api/admin/orders/${orderId}/certified-documents/regenerate`, tokens.manager);
    expect(late.statusCode, late.body).toBe(409);
  });

  it('refuses to deliver while the certified translations are being made, and lets staff decide once it failed', async () => {
    const { orderId, fileKeys } = await paidOrder();
    await throughTheFloor(orderId, fileKeys);
    // Made first, so the app's own worker has nothing left to do; then seen as still being made.
    await generateCertifiedDocuments(jobContext(), orderId);
    const setGeneration = (state: 'generating' | 'failed', failure: string | null) =>
      t.db.updateTable('certified_generations').set({ state, failure }).where('order_id', '=', orderId).execute();
    await setGeneration('generating', null);
    const complete = () =>
      post(`/api/admin/orders/${orderId}/complete`, tokens.manager, { translatedFileKeys: [], message: 'Here.' });
    const refused = await complete();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ error: CERTIFIED_STILL_GENERATING, code: 'CONFLICT' });
    expect((await adminOrder(orderId)).status).not.toBe('COMPLETED');

    await setGeneration('failed', 'Lucía Jurado Martín has no signature image in their staff profile.');
    const delivered = await complete();
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().order.status).toBe('COMPLETED');
  });

  it('keeps a generated certified translation on the order: not removable like an upload, and never delivered without', async () => {
    const { orderId, fileKeys } = await paidOrder();
    await throughTheFloor(orderId, fileKeys);
    await generateCertifiedDocuments(jobContext(), orderId);
    const [document] = (await adminOrder(orderId)).certified?.documents ?? [];
    if (!document) throw new Error('no document');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${orderId}/translated-files/${document.fileKey}`,
      headers: as(tokens.manager),
    });
    expect(removed.statusCode, removed.body).toBe(409);
    expect(removed.json()).toEqual({ error: CERTIFIED_FILE_NOT_REMOVABLE, code: 'CONFLICT' });
    expect(await t.storage.exists(document.fileKey)).toBe(true);
    expect((await adminOrder(orderId)).translatedFiles.map((file) => file.fileKey)).toEqual([document.fileKey]);

    // However its file left the order (here by hand), completing refuses rather than deliver without it.
    await t.db.updateTable('files').set({ attached_at: null }).where('file_key', '=', document.fileKey).execute();
    const complete = () =>
      post(`/api/admin/orders/${orderId}/complete`, tokens.manager, { translatedFileKeys: [], message: 'Here.' });
    const refused = await complete();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toBe(certifiedFileMissing(document.documentName));
    expect((await adminOrder(orderId)).status).not.toBe('COMPLETED');
    await t.db.updateTable('files').set({ attached_at: new Date() }).where('file_key', '=', document.fileKey).execute();
    const delivered = await complete();
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().order.status).toBe('COMPLETED');
  });

  it('answers an unknown code with "not found" and a malformed one with 400', async () => {
    const unknown = await verify('0000-0000-0000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No document was issued with this verification code.', code: 'NOT_FOUND' });
    const malformed = await verify('not-a-code');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toContain('12 letters and digits');
    const badHash = await post('/api/verify/0000-0000-0000/check', null, { sha256: 'abc' });
    expect(badHash.statusCode).toBe(400);
    const unknownCheck = await post('/api/verify/0000-0000-0000/check', null, { sha256: 'a'.repeat(64) });
    expect(unknownCheck.statusCode).toBe(404);
  });

  it('regenerates after a correction: the old code says superseded, the new one is valid', async () => {
    const { orderId, fileKeys } = await paidOrder();
    await throughTheFloor(orderId, fileKeys);
    await generateCertifiedDocuments(jobContext(), orderId);
    const [before] = (await adminOrder(orderId)).certified?.documents ?? [];
    if (!before) throw new Error('no document');

    expect(
      (await post(`/api/admin/orders/${orderId}/certified-documents/regenerate`, tokens.translator)).statusCode,
    ).toBe(403);
    const regenerated = await post(`/api/admin/orders/${orderId}/certified-documents/regenerate`, tokens.manager);
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    expect(regenerated.json().order.certified).toMatchObject({ state: 'generating', documents: [] });
    expect(regenerated.json().order.translatedFiles).toEqual([]);
    expect(await t.storage.exists(before.fileKey)).toBe(false);
    expect(await auditActions(orderId, 'certified_regenerated')).toHaveLength(1);

    await generateCertifiedDocuments(jobContext(), orderId);
    const [after] = (await adminOrder(orderId)).certified?.documents ?? [];
    expect(after?.code).not.toBe(before.code);
    const old = await verify(before.code);
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({ status: 'superseded', supersededAt: expect.any(String) });
    expect((await post(`/api/verify/${before.code}/check`, null, { sha256: before.sha256 })).json()).toEqual({
      match: true,
      status: 'superseded',
    });
    expect((await verify(after?.code ?? '')).json().status).toBe('valid');
  });

  it('fails with the reason, without a 500, when the translator has no credential or the translation cannot be read', async () => {
    // A translation that is not a readable PDF.
    const broken = await paidOrder();
    await throughTheFloor(broken.orderId, broken.fileKeys, {
      filename: 'acta.pdf',
      contentType: 'application/pdf',
      body: Buffer.from('%PDF-1.7\nthis is not really a PDF\n%%EOF\n'),
    });
    await generateCertifiedDocuments(jobContext(), broken.orderId);
    const unreadable = await adminOrder(broken.orderId);
    expect(unreadable.certified?.state).toBe('failed');
    expect(unreadable.certified?.failure).toBeTruthy();
    expect(unreadable.certified?.documents).toEqual([]);
    expect(nextOrderStep(unreadable)).toBe('certified_failed');
    expect(unreadable.translatedFiles).toEqual([]);

    // The translator lost their appointment after the assignment.
    const order = await paidOrder();
    let credential: Awaited<ReturnType<typeof removeCredential>> | null = null;
    const removeCredential = () =>
      t.db
        .deleteFrom('staff_credentials')
        .where('user_id', '=', ids.translator)
        .returningAll()
        .executeTakeFirstOrThrow();
    try {
      await throughTheFloor(order.orderId, order.fileKeys, null, async () => {
        credential = await removeCredential();
      });
      await generateCertifiedDocuments(jobContext(), order.orderId);
      await generateCertifiedDocuments(jobContext(), order.orderId);
    } finally {
      if (credential) await t.db.insertInto('staff_credentials').values(credential).execute();
    }
    const failed = await adminOrder(order.orderId);
    expect(failed.certified?.state).toBe('failed');
    expect(failed.certified?.failure).toBe(
      'Lucía Jurado Martín holds no sworn credential for English → Spanish: add it to their staff profile, then regenerate.',
    );
    expect(await auditActions(order.orderId, 'certified_generation_failed')).toHaveLength(1);

    // Once fixed, regenerating makes it.
    expect(
      (await post(`/api/admin/orders/${order.orderId}/certified-documents/regenerate`, tokens.owner)).statusCode,
    ).toBe(200);
    await generateCertifiedDocuments(jobContext(), order.orderId);
    expect((await adminOrder(order.orderId)).certified?.state).toBe('ready');
  });

  it('fails for staff to act on, not to be retried, when a source is too large to reproduce', async () => {
    // 25,000 words: about 220 KB of text, over the 200 KB a text source may hold.
    const { orderId, fileKeys } = await paidOrder({ body: words(25_000) });
    await throughTheFloor(orderId, fileKeys);
    await generateCertifiedDocuments(jobContext(), orderId);
    const order = await adminOrder(orderId);
    expect(order.certified?.state).toBe('failed');
    expect(order.certified?.failure).toMatch(
      /^birth-certificate-0\.txt is too large to reproduce in the certified translation \(2\d\d KB of text; at most 200 KB\)\.$/,
    );
    expect(order.certified?.documents).toEqual([]);
    const generation = await t.db
      .selectFrom('certified_generations')
      .select('passing_fault')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(generation.passing_fault).toBe(false);
  });

  it('certifies every source of the order as one document for a whole-order task', async () => {
    const { orderId } = await paidOrder({ documents: 2 });
    await throughTheFloor(orderId, 'whole order');
    await generateCertifiedDocuments(jobContext(), orderId);
    const documents = (await adminOrder(orderId)).certified?.documents ?? [];
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({
      documentName: '2 documents',
      filename: '2 documents — sworn translation (Spanish).pdf',
    });
    // The translation (2 pages), the certification, and a copy of each source.
    expect(documents[0]?.pageCount).toBeGreaterThanOrEqual(5);
  });

  it('attaches the approved translations of a professional order instead, with nothing generated', async () => {
    const { orderId, fileKeys } = await paidOrder({ serviceType: 'professional' });
    await throughTheFloor(orderId, fileKeys);
    await generateCertifiedDocuments(jobContext(), orderId);
    const order = await adminOrder(orderId);
    expect(order.stage).toBe('final_ready');
    expect(order.certified).toBeNull();
    expect(order.translatedFiles.map((file) => file.filename)).toEqual(['acta-0.pdf']);
    expect(nextOrderStep(order)).toBe('deliver');
    const none = await t.db.selectFrom('certified_documents').select('id').where('order_id', '=', orderId).execute();
    expect(none).toEqual([]);
  });

  it('makes nothing for an order cancelled during the generation', async () => {
    const { orderId, fileKeys } = await paidOrder();
    const started = deferred();
    const release = deferred();
    try {
      // The app's own worker makes the PDF and is held as it stores it; the order is cancelled meanwhile.
      await throughTheFloor(orderId, fileKeys, null, async () => {
        holdPdfWrites = { started: started.resolve, release: release.promise };
      });
      await started.promise;
      await t.db.updateTable('orders').set({ status: 'CANCELLED' }).where('id', '=', orderId).execute();
    } finally {
      holdPdfWrites = null;
      release.resolve();
    }
    // The worker stored the PDF, found the order cancelled and removed it again.
    await waitFor(async () => (held.stored && !(await t.storage.exists(held.key)) ? true : undefined));
    await generateCertifiedDocuments(jobContext(), orderId);
    const made = await t.db.selectFrom('certified_documents').select('id').where('order_id', '=', orderId).execute();
    expect(made).toEqual([]);
    const files = await t.db
      .selectFrom('files')
      .select('id')
      .where('order_id', '=', orderId)
      .where('kind', '=', 'TRANSLATED')
      .where('attached_at', 'is not', null)
      .execute();
    expect(files).toEqual([]);
  });

  it('a regenerate while the job is storing a document: the stale one is never kept, the new round makes the new one', async () => {
    const { orderId, fileKeys } = await paidOrder();
    const started = deferred();
    const release = deferred();
    let staleKey = '';
    try {
      // The app's own worker has made the PDF with TIJ-4521 and is held as it stores it.
      await throughTheFloor(orderId, fileKeys, null, async () => {
        holdPdfWrites = { started: started.resolve, release: release.promise };
      });
      await started.promise;
      staleKey = held.key;
      // Staff correct the credential and regenerate while that job still runs (its queue key is taken meanwhile).
      await t.db
        .updateTable('staff_credentials')
        .set({ number: 'TIJ-9999' })
        .where('user_id', '=', ids.translator)
        .execute();
      const regenerated = await post(`/api/admin/orders/${orderId}/certified-documents/regenerate`, tokens.manager);
      expect(regenerated.statusCode, regenerated.body).toBe(200);
    } finally {
      holdPdfWrites = null;
      release.resolve();
    }
    try {
      // The held job stores its PDF, finds the round changed and removes it; the new round's job makes the new one.
      await waitFor(async () => {
        const generation = await t.db
          .selectFrom('certified_generations')
          .select('state')
          .where('order_id', '=', orderId)
          .executeTakeFirst();
        return generation?.state === 'ready' ? true : undefined;
      });
      await generateCertifiedDocuments(jobContext(), orderId);
      const made = await t.db
        .selectFrom('certified_documents')
        .select(['credential_number', 'superseded_at', 'file_id'])
        .where('order_id', '=', orderId)
        .execute();
      expect(made).toEqual([{ credential_number: 'TIJ-9999', superseded_at: null, file_id: expect.any(String) }]);
      const attached = await t.db
        .selectFrom('files')
        .select(['id', 'file_key'])
        .where('order_id', '=', orderId)
        .where('kind', '=', 'TRANSLATED')
        .where('attached_at', 'is not', null)
        .execute();
      expect(attached.map((file) => file.id)).toEqual([made[0]?.file_id]);
      expect(attached[0]?.file_key).not.toBe(staleKey);
      await waitFor(async () => ((await t.storage.exists(staleKey)) ? undefined : true));
      const certified = (await adminOrder(orderId)).certified;
      expect(certified?.state).toBe('ready');
      expect(certified?.documents).toHaveLength(1);
    } finally {
      await t.db
        .updateTable('staff_credentials')
        .set({ number: 'TIJ-4521' })
        .where('user_id', '=', ids.translator)
        .execute();
    }
  });

  // Three rounds of two jobs at once, each document made in a worker thread: slow on a busy machine.
  it('makes one set of documents when the job runs twice at once', { timeout: 90_000 }, async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { orderId, fileKeys } = await paidOrder({ documents: 2 });
      await throughTheFloor(orderId, fileKeys);
      await Promise.all([
        generateCertifiedDocuments(jobContext(), orderId),
        generateCertifiedDocuments(jobContext(), orderId),
      ]);
      const documents = await t.db
        .selectFrom('certified_documents')
        .select(['task_id', 'file_id'])
        .where('order_id', '=', orderId)
        .execute();
      expect(documents).toHaveLength(2);
      expect(new Set(documents.map((document) => document.task_id)).size).toBe(2);
      const attached = await t.db
        .selectFrom('files')
        .select('file_key')
        .where('order_id', '=', orderId)
        .where('kind', '=', 'TRANSLATED')
        .where('attached_at', 'is not', null)
        .execute();
      expect(attached).toHaveLength(2);
      expect((await adminOrder(orderId)).certified?.state).toBe('ready');
    }
  });

  it("signs the PDF digitally with the translator's signing certificate, and says so on the verification", async () => {
    const stored = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/me/profile/signing-certificate',
      headers: as(tokens.translator),
      payload: {
        certificate: makeSigningP12({ passphrase: 'firma', commonName: 'Lucía Jurado Martín' }).toString('base64'),
        passphrase: 'firma',
      },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    try {
      const { orderId, fileKeys } = await paidOrder();
      await throughTheFloor(orderId, fileKeys);
      await generateCertifiedDocuments(jobContext(), orderId);
      const [document] = (await adminOrder(orderId)).certified?.documents ?? [];
      expect(document?.signedDigitally).toBe(true);
      const bytes = await readStored(document?.fileKey ?? '');
      expect(sha256(bytes)).toBe(document?.sha256);
      const folder = await mkdtemp(path.join(tmpdir(), 'sello-certified-'));
      try {
        await writeFile(path.join(folder, 'signed.pdf'), bytes);
        const checked = await run('pdfsig', [path.join(folder, 'signed.pdf')]).catch(
          (error: { stdout?: string }) => error,
        );
        expect(checked.stdout).toContain('Signature is Valid');
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
      const verified = (await verify(document?.code ?? '')).json();
      expect(verified.signedDigitally).toBe(true);
      // The signer as the certificate names them; a self-signed one is said to be (it proves no identity).
      expect(verified.signature).toEqual({
        subject: 'Lucía Jurado Martín',
        issuer: 'Lucía Jurado Martín',
        selfSigned: true,
      });
    } finally {
      await t.app.inject({
        method: 'DELETE',
        url: '/api/staff/me/profile/signing-certificate',
        headers: as(tokens.translator),
      });
    }
  });

  it('does not sign with a certificate issued to another name than the one printed (display name changed since)', async () => {
    const stored = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/me/profile/signing-certificate',
      headers: as(tokens.translator),
      payload: {
        certificate: makeSigningP12({ passphrase: 'firma', commonName: 'Lucía Jurado Martín' }).toString('base64'),
        passphrase: 'firma',
      },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const translatorId = (
      await t.db.selectFrom('users').select('id').where('email', '=', 'jurado@sello.test').executeTakeFirstOrThrow()
    ).id;
    const rename = (name: string) =>
      t.db.updateTable('staff_profiles').set({ display_name: name }).where('user_id', '=', translatorId).execute();
    await rename('Lucía Martín Ortega');
    try {
      const { orderId, fileKeys } = await paidOrder();
      await throughTheFloor(orderId, fileKeys);
      await generateCertifiedDocuments(jobContext(), orderId);
      const certified = (await adminOrder(orderId)).certified;
      expect(certified?.state).toBe('failed');
      expect(certified?.failure).toBe(
        'The signing certificate of Lucía Martín Ortega is issued to Lucía Jurado Martín: upload a certificate in the name printed on the translation, or change the display name back, then regenerate.',
      );
      expect(certified?.documents).toEqual([]);
    } finally {
      await rename('Lucía Jurado Martín');
      await t.app.inject({
        method: 'DELETE',
        url: '/api/staff/me/profile/signing-certificate',
        headers: as(tokens.translator),
      });
    }
  });

  it('the sweep sends the job again for a generation left generating', async () => {
    const { orderId } = await paidOrder();
    const old = new Date(Date.now() - CERTIFIED_RETRY_MS - 1000);
    await t.db
      .insertInto('certified_generations')
      .values({ order_id: orderId, state: 'generating', failure: null, updated_at: old })
      .execute();
    const sent: string[] = [];
    const jobs = {
      send: async (_queue: string, data: { orderId: string }) => {
        sent.push(data.orderId);
        return 'job';
      },
    } as never;
    await resendCertifiedGenerations({ db: t.db, jobs, atBoot: false });
    expect(sent).toContain(orderId);
    sent.length = 0;
    // Dated: not again until another CERTIFIED_RETRY_MS has passed.
    await resendCertifiedGenerations({ db: t.db, jobs, atBoot: false });
    expect(sent).not.toContain(orderId);
  });
});

describe('the verification codes', () => {
  it('are normalised the forgiving way', () => {
    expect(normalizeVerificationCode('7kq2-m9xd-4tpa')).toBe('7KQ2M9XD4TPA');
  });
});
