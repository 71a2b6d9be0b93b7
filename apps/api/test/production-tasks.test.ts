import {
  allowedStageTransitions,
  findStageTransition,
  ORDER_STAGES,
  STAGE_ACTORS,
  type TOrderStage,
} from '@sello/shared/order-lifecycle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors/app-error.ts';
import { changeOrderStage, NO_STAGE } from '../src/services/orders/change-order-stage.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, placeOrder, putUpload, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin, signInStaff } from './helpers/sign-in-admin.ts';

let t: TTestApp;
const tokens = { owner: '', manager: '', translator: '', otherTranslator: '', reviewer: '', sworn: '' };
const ids = { manager: '', translator: '', otherTranslator: '', reviewer: '', sworn: '' };
const as = (token: string) => ({ authorization: `Bearer ${token}` });

const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await buildTestApp();
  tokens.owner = await signInAdmin(t.app, t.db);
  const staff = [
    ['manager', 'project_manager', 'pm@sello.test'],
    ['translator', 'translator', 'tina@sello.test'],
    ['otherTranslator', 'translator', 'otto@sello.test'],
    ['reviewer', 'reviewer', 'rita@sello.test'],
    ['sworn', 'translator', 'jurado@sello.test'],
  ] as const;
  for (const [key, role, email] of staff) {
    tokens[key] = await signInStaff(t.app, t.db, role, email);
    ids[key] = await userId(email);
  }
  await t.db
    .insertInto('staff_credentials')
    .values({
      user_id: ids.sworn,
      kind: 'sworn',
      jurisdiction: 'spain',
      language: 'english',
      issuer: 'MAEC',
      number: 'TIJ-1',
    })
    .execute();
});
afterAll(() => t.close());

/** A guest's order with `documents` text files, put in `status` directly (a fixture: payments have their own tests). */
const paidOrder = async ({ documents = 1, serviceType = 'professional', status = 'PAID' } = {}) => {
  const fileKeys: string[] = [];
  for (let i = 0; i < documents; i += 1) {
    const { fileKey } = await uploadFile(t.app, {
      filename: `birth-${i}.txt`,
      contentType: 'text/plain',
      body: words(40),
    });
    fileKeys.push(fileKey);
  }
  const quote = await createFileQuote(t.app, fileKeys);
  const order = await placeOrder(t.app, quote.quoteId, { serviceType });
  await t.db
    .updateTable('orders')
    .set({ status, stage: 'awaiting_assignment' })
    .where('id', '=', order.orderId)
    .execute();
  return { orderId: order.orderId, fileKeys };
};

const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();

const assign = (orderId: string, body: Record<string, unknown>, token = tokens.manager) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/tasks`,
    headers: as(token),
    payload: { translatorId: ids.translator, reviewerId: ids.reviewer, dueAt: inAWeek(), ...body },
  });

const post = (url: string, token: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: as(token), ...(payload ? { payload } : {}) });

const stageOf = async (orderId: string) =>
  await t.db.selectFrom('orders').select(['stage', 'status']).where('id', '=', orderId).executeTakeFirstOrThrow();

/** Presigns (for the task: translators name it, not the order) and PUTs a translation as `token`; returns its file key. */
const uploadTranslation = async (
  target: { taskId: string } | { orderId: string },
  token: string,
  filename = 'translation.pdf',
) => {
  const body = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const presign = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/presigned-url',
    headers: as(token),
    payload: {
      ...target,
      fileType: 'TRANSLATED',
      files: [{ filename, contentType: 'application/pdf', size: body.length }],
    },
  });
  expect(presign.statusCode, presign.body).toBe(200);
  const [upload] = presign.json().uploads;
  await putUpload(t.app, upload.uploadUrl, { contentType: 'application/pdf', body });
  return upload.fileKey as string;
};

const auditActions = async (orderId: string) =>
  (
    await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('order_id', '=', orderId)
      // Status changes and document access have their own tests (order-lifecycle, audit-trail).
      .where('action', 'not in', ['status_changed', 'document_opened', 'document_downloaded'])
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  ).map((row) => row.action);

describe('the production stage table', () => {
  it('walks every from × to × actor: allowed changes are made with their audit event, the rest answer 409', async () => {
    const { orderId } = await paidOrder();
    const froms: Array<TOrderStage | null> = [null, ...ORDER_STAGES];
    for (const from of froms) {
      for (const to of ORDER_STAGES.filter((stage) => stage !== from)) {
        for (const actor of STAGE_ACTORS) {
          await t.db.updateTable('orders').set({ stage: from }).where('id', '=', orderId).execute();
          const label = `${from} → ${to} by ${actor}`;
          const transition = findStageTransition(from, to, actor);
          const attempt = t.db.transaction().execute((trx) =>
            changeOrderStage({
              trx,
              orderId,
              to,
              actor: { kind: actor, userId: ids.manager },
              detail: { walk: label },
            }),
          );
          if (!transition) {
            const error = await attempt.then(
              () => null,
              (caught: unknown) => caught,
            );
            expect(error, label).toBeInstanceOf(AppError);
            expect((error as AppError).code, label).toBe('CONFLICT');
            expect((error as AppError).details, label).toEqual({ allowed: allowedStageTransitions(from, actor) });
            expect((await stageOf(orderId)).stage, label).toBe(from);
            continue;
          }
          expect(await attempt, label).toMatchObject({ changed: true, from });
          expect((await stageOf(orderId)).stage, label).toBe(to);
          const event = await t.db
            .selectFrom('audit_events')
            .select(['action', 'detail'])
            .where('order_id', '=', orderId)
            .where(({ eb, ref }) => eb(ref('detail', '->>').key('walk'), '=', label))
            .executeTakeFirstOrThrow();
          expect(event.action, label).toBe(transition.event);
          expect(event.detail, label).toMatchObject({ stageFrom: from ?? NO_STAGE, stageTo: to });
        }
      }
    }
  });

  it('sends a draft that cannot be made back to translation: by the system only, recorded as its own event', async () => {
    expect(findStageTransition('draft_with_customer', 'in_translation', 'system')?.event).toBe(
      'draft_returned_to_translator',
    );
    for (const actor of STAGE_ACTORS.filter((kind) => kind !== 'system')) {
      expect(findStageTransition('draft_with_customer', 'in_translation', actor), actor).toBeUndefined();
    }
    const { orderId } = await paidOrder();
    await t.db.updateTable('orders').set({ stage: 'draft_with_customer' }).where('id', '=', orderId).execute();
    const refused = await t.db
      .transaction()
      .execute((trx) =>
        changeOrderStage({ trx, orderId, to: 'in_translation', actor: { kind: 'customer', userId: null } }),
      )
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect((refused as AppError).code).toBe('CONFLICT');
    await t.db
      .transaction()
      .execute((trx) =>
        changeOrderStage({ trx, orderId, to: 'in_translation', actor: { kind: 'system', userId: null } }),
      );
    expect((await stageOf(orderId)).stage).toBe('in_translation');
    const [event] = await t.db
      .selectFrom('audit_events')
      .select(['action', 'actor_role'])
      .where('order_id', '=', orderId)
      .where('action', '=', 'draft_returned_to_translator')
      .execute();
    expect(event).toEqual({ action: 'draft_returned_to_translator', actor_role: 'system' });
  });

  it('starts when an order is paid or started by staff: a new order has no stage', async () => {
    const { fileKey } = await uploadFile(t.app, { filename: 'letter.txt', contentType: 'text/plain', body: words(30) });
    const order = await placeOrder(t.app, (await createFileQuote(t.app, [fileKey])).quoteId);
    expect((await stageOf(order.orderId)).stage).toBeNull();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.orderId}/status`,
      headers: as(tokens.owner),
      payload: { status: 'IN_PROGRESS' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stageOf(order.orderId)).toEqual({ stage: 'awaiting_assignment', status: 'IN_PROGRESS' });
  });
});

describe('assignment, My work, review (through the API)', () => {
  it('takes a document from assignment to final ready: accept, upload, return, upload again, approve', async () => {
    const { orderId, fileKeys } = await paidOrder({ documents: 2 });
    const assigned = await assign(orderId, { fileKeys: [fileKeys[0]], notes: 'Keep the seal description.' });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const [task] = assigned.json().tasks;
    expect(task).toMatchObject({
      orderId,
      state: 'offered',
      wholeOrder: false,
      documents: [{ fileKey: fileKeys[0], filename: 'birth-0.txt' }],
      translator: { id: ids.translator, name: 'Casey Customer' },
      reviewer: { id: ids.reviewer },
      overdue: false,
      stage: 'awaiting_assignment',
    });
    const emails = await t.db
      .selectFrom('outbox')
      .select(['template', 'to_address', 'text_body'])
      .where('dedupe_key', 'like', `task-assigned:${task.id}:%`)
      .orderBy('to_address')
      .execute();
    expect(emails.map((email) => [email.template, email.to_address])).toEqual([
      ['task-assigned', 'rita@sello.test'],
      ['task-assigned', 'tina@sello.test'],
    ]);
    expect(emails[1]?.text_body).toContain(`/admin/work/${task.id}`);
    expect(emails[1]?.text_body).not.toContain('jane.doe@example.com');

    // My work: the translator's and the reviewer's, nobody else's.
    const mine = await t.app.inject({ url: '/api/staff/tasks', headers: as(tokens.translator) });
    expect(mine.json().tasks.map((row: { id: string }) => row.id)).toContain(task.id);
    expect(mine.json().tasks.find((row: { id: string }) => row.id === task.id).role).toBe('translator');
    const others = await t.app.inject({ url: '/api/staff/tasks', headers: as(tokens.otherTranslator) });
    expect(others.json().tasks.map((row: { id: string }) => row.id)).not.toContain(task.id);
    expect(
      (await t.app.inject({ url: `/api/staff/tasks/${task.id}`, headers: as(tokens.otherTranslator) })).statusCode,
    ).toBe(404);

    // The task page: documents, notes, actions; no contact details, no payments.
    const page = await t.app.inject({ url: `/api/staff/tasks/${task.id}`, headers: as(tokens.translator) });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().task).toMatchObject({
      notes: 'Keep the seal description.',
      documents: [{ fileKey: fileKeys[0], contentType: 'text/plain', previewable: false }],
      instructions: { nameSpellings: [], translationInstructions: null },
      versions: [],
      actions: { accept: true, decline: true, uploadVersion: false, review: false },
    });
    expect(page.body).not.toContain('jane.doe@example.com');
    expect(page.body).not.toContain('555-0123');

    // Before accepting: no upload; the reviewer cannot accept for the translator.
    expect((await post(`/api/staff/tasks/${task.id}/accept`, tokens.reviewer)).statusCode).toBe(403);
    const early = await post(`/api/staff/tasks/${task.id}/versions`, tokens.translator, {
      fileKey: fileKeys[1],
    });
    expect(early.statusCode, early.body).toBe(409);

    const accepted = await post(`/api/staff/tasks/${task.id}/accept`, tokens.translator);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().task).toMatchObject({ state: 'accepted', stage: 'in_translation' });
    expect(await stageOf(orderId)).toEqual({ stage: 'in_translation', status: 'IN_PROGRESS' });
    const started = await t.db
      .selectFrom('outbox')
      .select('template')
      .where('dedupe_key', '=', `order-status:${orderId}:IN_PROGRESS`)
      .execute();
    expect(started).toHaveLength(1);
    expect((await post(`/api/staff/tasks/${task.id}/accept`, tokens.translator)).statusCode).toBe(409);

    // The source document: the assigned translator downloads it; another translator cannot, nor the document outside
    // the task (the order itself does not exist for a translator: 404).
    const download = await t.app.inject({
      url: `/api/orders/${orderId}/files/${fileKeys[0]}/download?format=json`,
      headers: as(tokens.translator),
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(
      (
        await t.app.inject({
          url: `/api/orders/${orderId}/files/${fileKeys[0]}/download?format=json`,
          headers: as(tokens.otherTranslator),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/api/orders/${orderId}/files/${fileKeys[1]}/download?format=json`,
          headers: as(tokens.translator),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await post(`/api/staff/tasks/${task.id}/files/${fileKeys[0]}/download`, tokens.translator)).statusCode,
    ).toBe(200);
    expect(
      (await post(`/api/staff/tasks/${task.id}/files/${fileKeys[1]}/download`, tokens.translator)).statusCode,
    ).toBe(404);

    // A translation upload: presigned only for the translator of a live task of the order.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/presigned-url',
      headers: as(tokens.otherTranslator),
      payload: {
        taskId: task.id,
        fileType: 'TRANSLATED',
        files: [{ filename: 'x.pdf', contentType: 'application/pdf', size: 10 }],
      },
    });
    // Another translator's task does not exist for them.
    expect(refused.statusCode).toBe(404);
    const first = await uploadTranslation({ taskId: task.id }, tokens.translator);
    const v1 = await post(`/api/staff/tasks/${task.id}/versions`, tokens.translator, {
      fileKey: first,
      noteToReviewer: 'Seal described in brackets.',
    });
    expect(v1.statusCode, v1.body).toBe(201);
    expect(v1.json().task).toMatchObject({
      state: 'submitted',
      // The second document has no task yet, but every live task is submitted: the order is in review.
      stage: 'in_review',
      versions: [{ version: 1, noteToReviewer: 'Seal described in brackets.', review: null }],
    });
    expect(
      await t.db
        .selectFrom('outbox')
        .select('to_address')
        .where('dedupe_key', '=', `task-version-ready:${task.id}:v1`)
        .execute(),
    ).toEqual([{ to_address: 'rita@sello.test' }]);
    expect((await post(`/api/staff/tasks/${task.id}/files/${first}/download`, tokens.reviewer)).statusCode).toBe(200);

    // Return with comments → back in translation; the comments are required.
    expect((await post(`/api/staff/tasks/${task.id}/review`, tokens.reviewer, { decision: 'return' })).statusCode).toBe(
      400,
    );
    expect(
      (await post(`/api/staff/tasks/${task.id}/review`, tokens.translator, { decision: 'approve' })).statusCode,
    ).toBe(403);
    const returned = await post(`/api/staff/tasks/${task.id}/review`, tokens.reviewer, {
      decision: 'return',
      comments: 'The surname is Núñez, with the tilde.',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().task).toMatchObject({
      state: 'returned',
      stage: 'in_translation',
      versions: [{ version: 1, review: { decision: 'return', comments: 'The surname is Núñez, with the tilde.' } }],
      actions: { uploadVersion: false, review: false },
    });
    const second = await uploadTranslation({ taskId: task.id }, tokens.translator, 'translation-v2.pdf');
    const v2 = await post(`/api/staff/tasks/${task.id}/versions`, tokens.translator, { fileKey: second });
    expect(v2.json().task).toMatchObject({ state: 'submitted', stage: 'in_review' });
    // The same file cannot be handed in twice.
    expect(
      (await post(`/api/staff/tasks/${task.id}/versions`, tokens.translator, { fileKey: second })).statusCode,
    ).toBe(409);

    const approved = await post(`/api/staff/tasks/${task.id}/review`, tokens.reviewer, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().task).toMatchObject({ state: 'approved', stage: 'final_ready' });
    expect(
      (await post(`/api/staff/tasks/${task.id}/review`, tokens.reviewer, { decision: 'approve' })).statusCode,
    ).toBe(409);

    // The customer asks for corrections of the draft (the drafts' flow moves the stage): the approved task takes a
    // new version, which goes through review again.
    await t.db.updateTable('orders').set({ stage: 'changes_requested' }).where('id', '=', orderId).execute();
    const page3 = await t.app.inject({ url: `/api/staff/tasks/${task.id}`, headers: as(tokens.translator) });
    expect(page3.json().task.actions).toMatchObject({ uploadVersion: true });
    const third = await uploadTranslation({ taskId: task.id }, tokens.translator, 'translation-v3.pdf');
    const v3 = await post(`/api/staff/tasks/${task.id}/versions`, tokens.translator, { fileKey: third });
    expect(v3.statusCode, v3.body).toBe(201);
    expect(v3.json().task).toMatchObject({
      state: 'submitted',
      stage: 'in_review',
      versions: [{ version: 3 }, {}, {}],
    });
    const reapproved = await post(`/api/staff/tasks/${task.id}/review`, tokens.reviewer, { decision: 'approve' });
    expect(reapproved.json().task).toMatchObject({ state: 'approved', stage: 'final_ready' });
    // Approved and not asked for corrections: no more versions.
    const late = await uploadTranslation({ orderId }, tokens.owner, 'late.pdf');
    expect((await post(`/api/staff/tasks/${task.id}/versions`, tokens.translator, { fileKey: late })).statusCode).toBe(
      409,
    );

    // The admin order carries the stage and the order's tasks are listed for it; the customer's order has neither.
    const admin = await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: as(tokens.manager) });
    expect(admin.json().order.stage).toBe('final_ready');
    // A professional order's approved translations are attached to it each time it is final ready, ready to deliver
    // (issue 31; staff remove the superseded one); nothing is generated.
    expect(admin.json().order.translatedFiles.map((file: { filename: string }) => file.filename)).toEqual([
      'translation-v2.pdf',
      'translation-v3.pdf',
    ]);
    expect(admin.json().order.certified).toBeNull();
    const listed = await t.app.inject({ url: `/api/admin/orders/${orderId}/tasks`, headers: as(tokens.manager) });
    expect(listed.json().tasks.map((row: { id: string; state: string }) => [row.id, row.state])).toEqual([
      [task.id, 'approved'],
    ]);
    const customerView = await t.app.inject({ url: `/api/orders/${orderId}` });
    expect(customerView.statusCode).toBe(200);
    expect(customerView.json().order).not.toHaveProperty('stage');
    expect(customerView.body).not.toContain(task.id);

    // The approval and the attachment it causes are written in one transaction, within the same millisecond on
    // PGlite (its clock's resolution): their relative order is not the test's concern, that both happen is.
    const actions = await auditActions(orderId);
    expect(actions.filter((action) => action !== 'translations_attached')).toEqual([
      'task_assigned',
      'task_accepted',
      'version_uploaded',
      'review_returned',
      'version_uploaded',
      'review_approved',
      'version_uploaded',
      'review_approved',
    ]);
    expect(actions.filter((action) => action === 'translations_attached')).toHaveLength(2);
  });

  it('refuses sworn work to a translator without sworn credentials for the pair, with the reason', async () => {
    const { orderId, fileKeys } = await paidOrder({ serviceType: 'sworn' });
    const refused = await assign(orderId, { wholeOrder: true });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatch(
      /^Sworn English → Spanish work can only go to a translator holding sworn credentials/,
    );
    expect(refused.json().fields.translatorId).toBe(refused.json().error);
    const ok = await assign(orderId, { wholeOrder: true, translatorId: ids.sworn });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().tasks[0]).toMatchObject({ wholeOrder: true, documents: [{ fileKey: fileKeys[0] }] });
    // The whole order is held now: no document of it can be assigned again.
    expect((await assign(orderId, { fileKeys, translatorId: ids.sworn })).statusCode).toBe(409);
  });

  it('refuses orders not paid, documents of other orders, past due dates and non-staff assignees', async () => {
    const pending = await paidOrder({ status: 'PENDING' });
    expect((await assign(pending.orderId, { wholeOrder: true })).statusCode).toBe(409);
    const { orderId } = await paidOrder();
    const elsewhere = await paidOrder();
    expect((await assign(orderId, { fileKeys: elsewhere.fileKeys })).statusCode).toBe(400);
    const past = await assign(orderId, { wholeOrder: true, dueAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.dueAt).toBe('The due date must be in the future.');
    const notStaff = await t.db
      .insertInto('users')
      .values({ email: 'customer-x@example.com', password_hash: 'x', first_name: 'Cy', last_name: 'Customer' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await assign(orderId, { wholeOrder: true, translatorId: notStaff.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.translatorId).toBe('Choose a member of staff.');
    // Translators and reviewers cannot assign: the back office only.
    expect((await assign(orderId, { wholeOrder: true }, tokens.translator)).statusCode).toBe(403);
    expect((await assign(orderId, { wholeOrder: true }, tokens.owner)).statusCode).toBe(201);
  });

  it('declined tasks go back to the board; a cancelled task ends the translator’s access to the documents', async () => {
    const { orderId, fileKeys } = await paidOrder({ documents: 2 });
    const [declining] = (await assign(orderId, { fileKeys: [fileKeys[0]] })).json().tasks;
    const [working] = (await assign(orderId, { fileKeys: [fileKeys[1]], translatorId: ids.otherTranslator })).json()
      .tasks;
    // One task is overdue: the board shows it first.
    await t.db
      .updateTable('order_tasks')
      .set({ due_at: new Date(Date.now() - 60 * 60 * 1000) })
      .where('id', '=', working.id)
      .execute();

    expect((await post(`/api/staff/tasks/${declining.id}/decline`, tokens.translator, { reason: '' })).statusCode).toBe(
      400,
    );
    const declined = await post(`/api/staff/tasks/${declining.id}/decline`, tokens.translator, {
      reason: 'On holiday',
    });
    expect(declined.json().task).toMatchObject({
      state: 'declined',
      declineReason: 'On holiday',
      stage: 'awaiting_assignment',
    });
    const mine = await t.app.inject({ url: '/api/staff/tasks', headers: as(tokens.translator) });
    expect(mine.json().tasks.map((row: { id: string }) => row.id)).not.toContain(declining.id);

    expect((await post(`/api/staff/tasks/${working.id}/accept`, tokens.otherTranslator)).statusCode).toBe(200);
    const board = await t.app.inject({ url: '/api/admin/tasks', headers: as(tokens.manager) });
    expect(board.statusCode, board.body).toBe(200);
    const onBoard = board.json().tasks.filter((row: { orderId: string }) => row.orderId === orderId);
    expect(onBoard.map((row: { id: string; state: string }) => [row.id, row.state])).toEqual([
      [working.id, 'accepted'],
      [declining.id, 'declined'],
    ]);
    expect(board.json().tasks[0]).toMatchObject({ overdue: true });
    expect(board.json().workload).toContainEqual(
      expect.objectContaining({ translator: { id: ids.otherTranslator, name: 'Casey Customer' }, overdueTasks: 1 }),
    );
    expect((await t.app.inject({ url: '/api/admin/tasks', headers: as(tokens.translator) })).statusCode).toBe(403);

    // Reassigning the declined task offers it to someone else.
    const reassigned = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/tasks/${declining.id}`,
      headers: as(tokens.manager),
      payload: { translatorId: ids.sworn },
    });
    expect(reassigned.json().task).toMatchObject({
      state: 'offered',
      translator: { id: ids.sworn },
      declineReason: null,
    });

    // Cancelling the accepted task: its translator loses the documents at once; the order waits for assignment again.
    const url = `/api/orders/${orderId}/files/${fileKeys[1]}/download?format=json`;
    expect((await t.app.inject({ url, headers: as(tokens.otherTranslator) })).statusCode).toBe(200);
    const cancelled = await post(`/api/admin/tasks/${working.id}/cancel`, tokens.manager, {
      reason: 'Customer on hold',
    });
    expect(cancelled.json().task).toMatchObject({ state: 'cancelled', stage: 'awaiting_assignment' });
    expect((await t.app.inject({ url, headers: as(tokens.otherTranslator) })).statusCode).toBe(404);
    expect(
      (await post(`/api/staff/tasks/${working.id}/files/${fileKeys[1]}/download`, tokens.otherTranslator)).statusCode,
    ).toBe(403);
    // Its document can be assigned again.
    expect((await assign(orderId, { fileKeys: [fileKeys[1]] })).statusCode).toBe(201);
    expect(await auditActions(orderId)).toEqual([
      'task_assigned',
      'task_assigned',
      'task_declined',
      'task_accepted',
      'task_assigned',
      'task_unassigned',
      'task_assigned',
    ]);
  });

  it('keeps translators out of the back office: orders, customers and payments are 403', async () => {
    const { orderId } = await paidOrder();
    for (const url of ['/api/admin/orders', '/api/admin/customers', `/api/admin/orders/${orderId}`]) {
      expect((await t.app.inject({ url, headers: as(tokens.translator) })).statusCode, url).toBe(403);
    }
    const payment = await post(`/api/admin/orders/${orderId}/payments`, tokens.translator, {
      amount: 10,
      method: 'cash',
    });
    expect(payment.statusCode).toBe(403);
  });
});
