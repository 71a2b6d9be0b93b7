import { type APIRequestContext, expect } from '@playwright/test';
import type { TStaffRole } from '@sello/shared/staff-roles';
import { strToU8, zipSync } from 'fflate';
import { adminHeaders, listOutbox } from './admin-api';
import { createTextQuote } from './api-journey';
import { solidPng } from './png';
import type { TSession } from './session';

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const PASSWORD = 'a-long-staff-password-2026';

export type TStaffSession = TSession & { user: { id: string }; tokens: { accessToken: string } };

/** A staff member invited by the owner through the API, the invitation read from the outbox and accepted. */
export const joinStaff = async (
  request: APIRequestContext,
  role: TStaffRole,
  firstName: string,
): Promise<TStaffSession> => {
  const email = `${unique(role)}@example.com`;
  const invited = await request.post('/api/admin/staff/invitations', {
    headers: await adminHeaders(request),
    data: { email, role, firstName, lastName: 'Staff' },
  });
  expect(invited.status()).toBe(201);
  const message = (await listOutbox(request)).find((email_) => email_.to === email);
  const token = message?.textBody.match(/token=([\w-]+)/)?.[1];
  expect(token).toBeTruthy();
  const accept = () => request.post('/api/auth/staff-invitation/accept', { data: { token, password: PASSWORD } });
  let accepted = await accept();
  // The invitation routes allow 20 a minute per address (like signing in), shared by every spec that builds a staff:
  // should they meet the limit, wait the window out.
  if (accepted.status() === 429) {
    await new Promise((resolve) => setTimeout(resolve, (Number(accepted.headers()['retry-after']) || 60) * 1000));
    accepted = await accept();
  }
  expect(accepted.status()).toBe(200);
  return accepted.json();
};

/** A Spanish sworn translator's credential for English, so sworn English → Spanish work may go to them. */
export const addSwornCredential = async (request: APIRequestContext, translator: TStaffSession) => {
  const credential = await request.post(`/api/admin/staff/${translator.user.id}/credentials`, {
    headers: await adminHeaders(request),
    data: { kind: 'sworn', jurisdiction: 'spain', language: 'english', number: '12345', issuingAuthority: 'MAEC' },
  });
  expect(credential.status()).toBe(201);
};

/** A sworn English → Spanish guest order (its document `letter.txt`) that staff have started, ready to assign. */
export const startedSwornOrder = async (request: APIRequestContext) => {
  const quote = await createTextQuote(request, { words: 250 });
  const created = await request.post('/api/orders', {
    data: {
      quoteId: quote.quoteId,
      serviceType: 'sworn',
      customerInfo: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: `${unique('ana')}@example.com`,
        phone: '+1 312 555 0199',
      },
    },
  });
  expect(created.status()).toBe(201);
  const order = (await created.json()).order as { orderId: string; orderNumber: string };
  const started = await request.put(`/api/admin/orders/${order.orderId}/status`, {
    headers: await adminHeaders(request),
    data: { status: 'IN_PROGRESS' },
  });
  expect(started.status()).toBe(200);
  return order;
};

/** The smallest Word document: the parts Word itself needs, with one paragraph. */
export const docx = (text = 'Carta traducida') =>
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

/**
 * Waits until the order's draft round is offered to the customer (a job makes its stamped PDFs), read as staff: the
 * customer's draft route has the per-address limit of a public read.
 */
export const waitForOfferedDraft = async (request: APIRequestContext, orderId: string, round: number) => {
  const headers = await adminHeaders(request);
  await expect
    .poll(
      async () => {
        const { draft } = (await (await request.get(`/api/admin/orders/${orderId}`, { headers })).json()).order;
        return draft ? `${draft.round}:${draft.state}` : null;
      },
      { timeout: 60_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(`${round}:awaiting_customer`);
};

const bearer = (staff: TStaffSession) => ({ authorization: `Bearer ${staff.tokens.accessToken}` });

/** A seal and a signature image on the staff member's own profile (`PUT /api/staff/me/profile/images/:image`: what a generated certified translation carries). */
export const addSealAndSignature = async (request: APIRequestContext, staff: TStaffSession) => {
  const images = {
    seal: solidPng({ width: 160, height: 160, rgb: [30, 64, 175] }),
    signature: solidPng({ width: 240, height: 80, rgb: [15, 23, 42] }),
  };
  for (const [image, png] of Object.entries(images)) {
    const stored = await request.put(`/api/staff/me/profile/images/${image}`, {
      headers: { ...bearer(staff), 'content-type': 'image/png' },
      data: png,
    });
    expect(stored.status()).toBe(200);
  }
};

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The order's documents, through the API: assigned to `translator` and `reviewer` as one task, translated (`translation`,
 * a DOCX), approved by the reviewer, and the customer's draft approved (the guest order's link): the final translation
 * is approved.
 */
export const approveFinalTranslation = async (
  request: APIRequestContext,
  orderId: string,
  { translator, reviewer, translation }: { translator: TStaffSession; reviewer: TStaffSession; translation: Buffer },
) => {
  const headers = await adminHeaders(request);
  const readOrder = async () => (await (await request.get(`/api/admin/orders/${orderId}`, { headers })).json()).order;
  const { sourceFiles } = (await readOrder()) as { sourceFiles: Array<{ fileKey: string }> };
  const assigned = await request.post(`/api/admin/orders/${orderId}/tasks`, {
    headers,
    data: {
      fileKeys: sourceFiles.map((file) => file.fileKey),
      translatorId: translator.user.id,
      reviewerId: reviewer.user.id,
      dueAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    },
  });
  expect(assigned.status()).toBe(201);
  const taskId = ((await assigned.json()).tasks as Array<{ id: string }>)[0]?.id;
  expect((await request.post(`/api/staff/tasks/${taskId}/accept`, { headers: bearer(translator) })).status()).toBe(200);

  const presign = await request.post('/api/uploads/presigned-url', {
    headers: bearer(translator),
    data: {
      taskId,
      fileType: 'TRANSLATED',
      files: [{ filename: 'letter-es.docx', contentType: DOCX_TYPE, size: translation.length }],
    },
  });
  expect(presign.status()).toBe(200);
  const [upload] = (await presign.json()).uploads;
  const put = await request.put(upload.uploadUrl, { data: translation, headers: { 'content-type': DOCX_TYPE } });
  expect(put.status()).toBe(200);
  const version = await request.post(`/api/staff/tasks/${taskId}/versions`, {
    headers: bearer(translator),
    data: { fileKey: upload.fileKey },
  });
  expect(version.status()).toBe(201);
  const review = await request.post(`/api/staff/tasks/${taskId}/review`, {
    headers: bearer(reviewer),
    data: { decision: 'approve' },
  });
  expect(review.status()).toBe(200);

  await waitForOfferedDraft(request, orderId, 1);
  const { draft } = (await readOrder()) as { draft: { id: string } };
  const approved = await request.post(`/api/orders/${orderId}/draft/approve`, { data: { draftId: draft.id } });
  expect(approved.status()).toBe(200);
};
