import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, placeOrder, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin, signInStaff, signUpCustomer } from './helpers/sign-in-admin.ts';

let t: TTestApp;
const tokens = { owner: '', manager: '', customer: '' };
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await buildTestApp();
  tokens.owner = await signInAdmin(t.app, t.db);
  tokens.manager = await signInStaff(t.app, t.db, 'project_manager', 'pm@sello.test');
  await signInStaff(t.app, t.db, 'translator', 'tina@sello.test');
  await signInStaff(t.app, t.db, 'reviewer', 'rita@sello.test');
  tokens.customer = await signUpCustomer(t.app, 'ana@example.com');
});
afterAll(() => t.close());

/**
 * A paid order with a draft round offered to the customer (rows as the draft job leaves them: the stamped PDF's
 * making has its own tests in draft-approval.test.ts).
 */
const orderWithOfferedDraft = async () => {
  const headers = as(tokens.customer);
  const { fileKey } = await uploadFile(
    t.app,
    { filename: 'birth.txt', contentType: 'text/plain', body: words(40) },
    headers,
  );
  const quote = await createFileQuote(t.app, [fileKey], undefined, headers);
  const { orderId } = await placeOrder(t.app, quote.quoteId, { headers });
  await t.db
    .updateTable('orders')
    .set({ status: 'PAID', stage: 'draft_with_customer' })
    .where('id', '=', orderId)
    .execute();
  const file = await t.db.selectFrom('files').select('id').where('file_key', '=', fileKey).executeTakeFirstOrThrow();
  const task = await t.db
    .insertInto('order_tasks')
    .values({
      order_id: orderId,
      file_id: file.id,
      translator_id: await userId('tina@sello.test'),
      reviewer_id: await userId('rita@sello.test'),
      due_at: new Date(Date.now() + 86_400_000),
      state: 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const draft = await t.db
    .insertInto('order_drafts')
    .values({
      order_id: orderId,
      round: 1,
      state: 'awaiting_customer',
      corrections_allowed: 1,
      offered_at: new Date(),
      auto_approve_at: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('draft_documents')
    .values({
      draft_id: draft.id,
      task_id: task.id,
      version_file_id: file.id,
      name: 'birth.pdf',
      position: 0,
      storage_key: `drafts/${draft.id}/birth.pdf`,
      page_count: 1,
    })
    .execute();
  return { orderId, draftId: draft.id };
};

const openings = (orderId: string) =>
  t.db
    .selectFrom('audit_events')
    .select(['action', 'actor_role', 'detail'])
    .where('order_id', '=', orderId)
    .where('action', '=', 'document_opened')
    .orderBy('created_at')
    .execute();

describe("staff opening a customer's draft", () => {
  it('is in the audit trail when they open a stamped PDF (not when a page carries the link); the customer’s own opening is not', async () => {
    const { orderId, draftId } = await orderWithOfferedDraft();
    const stored = await t.db
      .selectFrom('draft_documents')
      .select(['id'])
      .where('draft_id', '=', draftId)
      .executeTakeFirstOrThrow();
    const key = t.storage.newFileKey();
    await t.storage.write(key, Readable.from([Buffer.from('%PDF-1.4 draft')]), 1024);
    await t.db.updateTable('draft_documents').set({ storage_key: key }).where('id', '=', stored.id).execute();
    const read = (token: string) =>
      t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/draft`, headers: as(token) });
    const open = (link: string) => t.app.inject({ method: 'GET', url: link });

    const mine = await read(tokens.customer);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().canAnswer).toBe(true);
    const customerLink: string = mine.json().draft.documents[0].downloadUrl;
    expect(customerLink).not.toContain('reader=');
    expect((await open(customerLink)).statusCode).toBe(200);
    expect(await openings(orderId)).toEqual([]);

    const links: string[] = [];
    for (const token of [tokens.owner, tokens.manager]) {
      const res = await read(token);
      expect(res.statusCode, res.body).toBe(200);
      // Staff read the customer's draft but never answer for them.
      expect(res.json().canAnswer).toBe(false);
      links.push(res.json().draft.documents[0].downloadUrl);
    }
    // The back office's order page carries the current round's links too.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}`,
      headers: as(tokens.manager),
    });
    expect(page.statusCode, page.body).toBe(200);
    links.push(page.json().order.draft.documents[0].downloadUrl);
    // Reading pages alone records nothing.
    expect(await openings(orderId)).toEqual([]);

    for (const link of links) {
      const res = await open(link);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
    }
    const opened = { action: 'document_opened', detail: { draftId, round: 1, documentId: stored.id } };
    expect(await openings(orderId)).toEqual([
      { ...opened, actor_role: 'owner' },
      { ...opened, actor_role: 'project_manager' },
      { ...opened, actor_role: 'project_manager' },
    ]);

    // The reader is part of the signature: dropping it or naming someone else breaks the link.
    const ownersLink = links[0] ?? '';
    expect((await open(ownersLink.replace(/reader=[^&]+&/, ''))).statusCode).toBe(403);
    const manager = await userId('pm@sello.test');
    expect((await open(ownersLink.replace(/reader=[^&]+/, `reader=${manager}`))).statusCode).toBe(403);
    expect(await openings(orderId)).toHaveLength(3);
  });
});
