import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteFormerStaffImages } from '../src/services/staff-profiles/delete-former-staff-images.ts';
import { findSwornCredential } from '../src/services/staff-profiles/staff-credentials.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { tamperSignature } from './helpers/journey.ts';
import { signInAdmin, signUpCustomer } from './helpers/sign-in-admin.ts';

/** A real 1×1 PNG and the first bytes of a PDF, to send as a seal. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');

let t: TTestApp;
let owner: string;
let manager: string;
let translator: string;
let translatorId: string;
let reviewer: string;
let customer: string;
let customerId: string;

const staffMember = async (role: 'project_manager' | 'translator' | 'reviewer', email: string) => {
  const token = await signUpCustomer(t.app, email);
  const user = await t.db
    .updateTable('users')
    .set({ staff_role: role, first_name: 'Tina', last_name: 'Traductora' })
    .where('email', '=', email)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, id: user.id };
};

const as = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signInAdmin(t.app, t.db);
  manager = (await staffMember('project_manager', 'pm@sello.test')).token;
  ({ token: translator, id: translatorId } = await staffMember('translator', 'tina@sello.test'));
  reviewer = (await staffMember('reviewer', 'rev@sello.test')).token;
  customer = await signUpCustomer(t.app, 'casey@sello.test');
  customerId = (
    await t.db.selectFrom('users').select('id').where('email', '=', 'casey@sello.test').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const sworn = {
  kind: 'sworn',
  jurisdiction: 'spain',
  language: 'en',
  number: 'TIJ 12345',
  issuingAuthority: 'MAEC',
};

describe('a staff member’s profile in the back office', () => {
  it('the owner edits the profile and credentials; the sworn rule sees them at once', async () => {
    const url = `/api/admin/staff/${translatorId}/profile`;
    const first = await t.app.inject({ method: 'GET', url, headers: as(owner) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().profile).toEqual({
      userId: translatorId,
      email: 'tina@sello.test',
      staffRole: 'translator',
      displayName: 'Tina Traductora',
      languagePairs: [],
      credentials: [],
      seal: null,
      signature: null,
      signingCertificate: null,
      canEditCredentials: true,
    });

    const edited = await t.app.inject({
      method: 'PUT',
      url,
      headers: as(owner),
      payload: {
        displayName: '  Tina T. Traductora ',
        languagePairs: [
          { source: 'english', target: 'spanish' },
          { source: 'es', target: 'en' },
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().profile).toMatchObject({
      displayName: 'Tina T. Traductora',
      languagePairs: [
        { source: 'english', target: 'spanish' },
        { source: 'spanish', target: 'english' },
      ],
    });

    const pair = { sourceLanguage: 'english', targetLanguage: 'spanish' } as const;
    expect(await findSwornCredential(t.db, translatorId, pair)).toBeNull();
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/staff/${translatorId}/credentials`,
      headers: as(owner),
      payload: sworn,
    });
    expect(added.statusCode, added.body).toBe(201);
    const [credential] = added.json().profile.credentials;
    expect(credential).toEqual({
      id: expect.any(String),
      kind: 'sworn',
      jurisdiction: 'spain',
      language: 'english',
      number: 'TIJ 12345',
      issuingAuthority: 'MAEC',
      formOfAddress: null,
      coveredPairs: [
        { source: 'english', target: 'spanish' },
        { source: 'spanish', target: 'english' },
      ],
    });
    expect(await findSwornCredential(t.db, translatorId, pair)).toMatchObject({ id: credential.id });

    // Corrected to an appointment in France: no longer sworn for English → Spanish.
    const corrected = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${translatorId}/credentials/${credential.id}`,
      headers: as(owner),
      payload: { ...sworn, jurisdiction: 'france', issuingAuthority: "Cour d'appel de Paris" },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await findSwornCredential(t.db, translatorId, pair)).toBeNull();

    const certified = await t.app.inject({
      method: 'POST',
      url: `/api/admin/staff/${translatorId}/credentials`,
      headers: as(owner),
      payload: {
        kind: 'certified',
        body: 'ATA',
        number: '512345',
        sourceLanguage: 'spanish',
        targetLanguage: 'english',
      },
    });
    expect(certified.statusCode, certified.body).toBe(201);
    expect(certified.json().profile.credentials.map((c: { kind: string }) => c.kind)).toEqual(['sworn', 'certified']);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${translatorId}/credentials/${credential.id}`,
      headers: as(owner),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().profile.credentials).toEqual([
      expect.objectContaining({ kind: 'certified', body: 'ATA', sourceLanguage: 'spanish', targetLanguage: 'english' }),
    ]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${translatorId}/credentials/${credential.id}`,
      headers: as(owner),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('No such credential');
  });

  it('a sworn credential says the title as appointed (Traductora / Traductor), or nothing: the slash forms', async () => {
    const url = `/api/admin/staff/${translatorId}/credentials`;
    const added = await t.app.inject({
      method: 'POST',
      url,
      headers: as(owner),
      payload: { ...sworn, number: 'TIJ 777', formOfAddress: 'feminine' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const credential = added.json().profile.credentials.find((c: { number: string }) => c.number === 'TIJ 777');
    expect(credential).toMatchObject({ kind: 'sworn', formOfAddress: 'feminine' });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/staff/${translatorId}/profile`,
      headers: as(owner),
    });
    expect(read.json().profile.credentials).toContainEqual(expect.objectContaining({ formOfAddress: 'feminine' }));
    const pair = { sourceLanguage: 'spanish', targetLanguage: 'english' } as const;
    expect(await findSwornCredential(t.db, translatorId, pair)).toMatchObject({ formOfAddress: 'feminine' });

    const masculine = await t.app.inject({
      method: 'PUT',
      url: `${url}/${credential.id}`,
      headers: as(owner),
      payload: { ...sworn, number: 'TIJ 777', formOfAddress: 'masculine' },
    });
    expect(masculine.statusCode, masculine.body).toBe(200);
    expect(await findSwornCredential(t.db, translatorId, pair)).toMatchObject({ formOfAddress: 'masculine' });
    // PUT replaces the credential: a body without the field (a client that predates it) says nothing.
    const unsaid = await t.app.inject({
      method: 'PUT',
      url: `${url}/${credential.id}`,
      headers: as(owner),
      payload: { ...sworn, number: 'TIJ 777' },
    });
    expect(unsaid.statusCode, unsaid.body).toBe(200);
    expect(await findSwornCredential(t.db, translatorId, pair)).toMatchObject({ formOfAddress: null });

    const wrong = await t.app.inject({
      method: 'POST',
      url,
      headers: as(owner),
      payload: { ...sworn, formOfAddress: 'Doña' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toContain("Choose the title's form: 'masculine', 'feminine' or null");

    const removed = await t.app.inject({ method: 'DELETE', url: `${url}/${credential.id}`, headers: as(owner) });
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('refuses credentials and pairs that cannot be, with a message', async () => {
    const post = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/staff/${translatorId}/credentials`,
        headers: as(owner),
        payload: payload as Record<string, unknown>,
      });
    const ownLanguage = await post({ ...sworn, language: 'spanish' });
    expect(ownLanguage.statusCode).toBe(400);
    expect(ownLanguage.body).toContain('Choose the foreign language of the appointment');
    const samePair = await post({
      kind: 'certified',
      body: 'ATA',
      number: '1',
      sourceLanguage: 'en',
      targetLanguage: 'en',
    });
    expect(samePair.statusCode).toBe(400);
    expect(samePair.body).toContain('Choose two different languages');
    const noNumber = await post({ ...sworn, number: '  ' });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.body).toContain('The appointment number is required');
    const unknownKind = await post({ ...sworn, kind: 'notarised' });
    expect(unknownKind.statusCode).toBe(400);

    const pairNotOffered = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${translatorId}/profile`,
      headers: as(owner),
      payload: { displayName: 'Tina', languagePairs: [{ source: 'spanish', target: 'french' }] },
    });
    expect(pairNotOffered.statusCode).toBe(400);
    expect(pairNotOffered.body).toContain('Choose a language pair we offer');

    for (const userId of [customerId, '00000000-0000-4000-8000-000000000000']) {
      const notStaff = await t.app.inject({
        method: 'GET',
        url: `/api/admin/staff/${userId}/profile`,
        headers: as(owner),
      });
      expect(notStaff.statusCode).toBe(404);
      expect(notStaff.json().error).toBe('No staff member with this id');
    }
  });

  it('a project manager reads profiles, to assign work, and changes none: not even their own credentials', async () => {
    const managerId = (
      await t.db.selectFrom('users').select('id').where('email', '=', 'pm@sello.test').executeTakeFirstOrThrow()
    ).id;
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/staff/${translatorId}/profile`,
      headers: as(manager),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().profile).toMatchObject({ userId: translatorId, canEditCredentials: false });
    const credentialsBefore = await t.db.selectFrom('staff_credentials').selectAll().execute();
    const profilesBefore = await t.db.selectFrom('staff_profiles').selectAll().execute();
    const anyCredential = '00000000-0000-4000-8000-000000000000';
    for (const userId of [translatorId, managerId]) {
      const base = `/api/admin/staff/${userId}`;
      const writes = [
        { method: 'PUT' as const, url: `${base}/profile`, payload: { displayName: 'Mine now', languagePairs: [] } },
        { method: 'POST' as const, url: `${base}/credentials`, payload: sworn },
        { method: 'PUT' as const, url: `${base}/credentials/${anyCredential}`, payload: sworn },
        { method: 'DELETE' as const, url: `${base}/credentials/${anyCredential}` },
        { method: 'DELETE' as const, url: `${base}/profile/images/seal` },
      ];
      for (const write of writes) {
        const res = await t.app.inject({ ...write, headers: as(manager) });
        expect(res.statusCode, `${write.method} ${write.url}: ${res.body}`).toBe(403);
        expect(res.json()).toEqual({ error: 'Only the owner of the agency can do this', code: 'FORBIDDEN' });
      }
      const seal = await t.app.inject({
        method: 'PUT',
        url: `${base}/profile/images/seal`,
        headers: { ...as(manager), 'content-type': 'image/png' },
        payload: PNG,
      });
      expect(seal.statusCode, seal.body).toBe(403);
    }
    expect(await t.db.selectFrom('staff_credentials').selectAll().execute()).toEqual(credentialsBefore);
    expect(await t.db.selectFrom('staff_profiles').selectAll().execute()).toEqual(profilesBefore);
  });

  it('translators and reviewers reach no one’s profile through the back office', async () => {
    for (const token of [translator, reviewer, customer]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/staff/${translatorId}/credentials`,
        headers: as(token),
        payload: sworn,
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('my own profile', () => {
  it('a translator reads their profile and credentials and edits name and pairs, not credentials', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/staff/me/profile', headers: as(translator) });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().profile).toMatchObject({ userId: translatorId, canEditCredentials: false });
    expect(mine.json().profile.credentials.length).toBeGreaterThan(0);

    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/me/profile',
      headers: as(translator),
      payload: { displayName: 'Tina', languagePairs: [{ source: 'french', target: 'english' }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().profile).toMatchObject({
      displayName: 'Tina',
      languagePairs: [{ source: 'french', target: 'english' }],
    });

    const reviewerOwn = await t.app.inject({ method: 'GET', url: '/api/staff/me/profile', headers: as(reviewer) });
    expect(reviewerOwn.statusCode).toBe(200);
    expect(reviewerOwn.json().profile).toMatchObject({ staffRole: 'reviewer', credentials: [] });

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/me/profile', headers: as(customer) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/me/profile' })).statusCode).toBe(401);
  });
});

describe('seal and signature images', () => {
  const put = (url: string, token: string, body: Buffer, contentType: string) =>
    t.app.inject({ method: 'PUT', url, headers: { ...as(token), 'content-type': contentType }, payload: body });

  it('are uploaded by the person or the owner, checked, kept private and served only through signed links', async () => {
    const uploaded = await put('/api/staff/me/profile/images/seal', translator, PNG, 'image/png');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const seal = uploaded.json().profile.seal;
    expect(seal).toEqual({
      contentType: 'image/png',
      url: expect.stringContaining(`/api/staff/profile-images/${translatorId}/seal?`),
    });
    const key = (
      await t.db
        .selectFrom('staff_profiles')
        .select('seal_image_key')
        .where('user_id', '=', translatorId)
        .executeTakeFirstOrThrow()
    ).seal_image_key;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    const served = await t.app.inject({ method: 'GET', url: seal.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect((await t.app.inject({ method: 'GET', url: tamperSignature(seal.url) })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/staff/profile-images/${translatorId}/seal` })).statusCode,
    ).toBe(400);

    // The back office sees it, and the owner replaces the signature; the replaced file leaves storage.
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/admin/staff/${translatorId}/profile`,
      headers: as(manager),
    });
    expect(seen.json().profile.seal.contentType).toBe('image/png');
    const signature = await put(`/api/admin/staff/${translatorId}/profile/images/signature`, owner, JPEG, 'image/jpeg');
    expect(signature.statusCode, signature.body).toBe(200);
    expect(signature.json().profile.signature.contentType).toBe('image/jpeg');
    const replaced = await put('/api/staff/me/profile/images/seal', translator, JPEG, 'image/jpeg');
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await t.storage.exists(key as string)).toBe(false);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/staff/me/profile/images/seal',
      headers: as(translator),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().profile.seal).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: seal.url })).statusCode).toBe(404);
  });

  it('refuses what is not a PNG or JPEG, or too large, with a message', async () => {
    const disguised = await put('/api/staff/me/profile/images/seal', translator, PDF, 'image/png');
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().error).toContain('seal.png does not look like a PNG image');
    const wrongType = await put('/api/staff/me/profile/images/signature', translator, PDF, 'application/pdf');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error).toBe(
      'Send the signature as a PNG or JPEG image (Content-Type image/png or image/jpeg).',
    );
    const large = await put(
      '/api/staff/me/profile/images/seal',
      translator,
      Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
      'image/png',
    );
    expect(large.statusCode).toBe(413);
    const empty = await put('/api/staff/me/profile/images/seal', translator, Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(400);
    const unknown = await put('/api/staff/me/profile/images/stamp', translator, PNG, 'image/png');
    expect(unknown.statusCode).toBe(404);
    expect((await put('/api/staff/me/profile/images/seal', customer, PNG, 'image/png')).statusCode).toBe(403);
  });
});

describe('the seal and signature images of former staff', () => {
  /** A translator with a seal and a signature; their stored keys. */
  const translatorWithImages = async (email: string) => {
    const { token, id } = await staffMember('translator', email);
    for (const [image, body, type] of [
      ['seal', PNG, 'image/png'],
      ['signature', JPEG, 'image/jpeg'],
    ] as const) {
      const stored = await t.app.inject({
        method: 'PUT',
        url: `/api/staff/me/profile/images/${image}`,
        headers: { ...as(token), 'content-type': type },
        payload: body,
      });
      expect(stored.statusCode, stored.body).toBe(200);
    }
    const keys = await profileImages(id);
    const stored = [keys.seal_image_key ?? '', keys.signature_image_key ?? ''];
    for (const key of stored) expect(await t.storage.exists(key)).toBe(true);
    return { token, id, stored };
  };
  const profileImages = (id: string) =>
    t.db
      .selectFrom('staff_profiles')
      .select(['seal_image_key', 'seal_image_type', 'signature_image_key', 'signature_image_type'])
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
  const warnings: unknown[][] = [];
  const logger = {
    warn: (...args: unknown[]) => warnings.push(args),
    info: () => undefined,
  } as unknown as FastifyBaseLogger;

  it('are deleted by the retention sweep, kept when storage fails (logged without the person) and retried', async () => {
    const leaving = await translatorWithImages('rosa@sello.test');
    const staying = await translatorWithImages('stays@sello.test');
    await t.db.updateTable('users').set({ staff_role: null }).where('id', '=', leaving.id).execute();

    const down = { ...t.storage, remove: async () => Promise.reject(new Error('storage unavailable')) };
    expect(await deleteFormerStaffImages({ db: t.db, storage: down, logger })).toBe(0);
    expect(warnings).toHaveLength(2);
    expect(JSON.stringify(warnings)).not.toMatch(/rosa|Traductora|Tina/i);
    expect(JSON.stringify(warnings)).toContain('storage unavailable');
    expect((await profileImages(leaving.id)).seal_image_key).toBe(leaving.stored[0]);

    expect(await deleteFormerStaffImages({ db: t.db, storage: t.storage, logger })).toBe(2);
    for (const key of leaving.stored) expect(await t.storage.exists(key)).toBe(false);
    expect(await profileImages(leaving.id)).toEqual({
      seal_image_key: null,
      seal_image_type: null,
      signature_image_key: null,
      signature_image_type: null,
    });
    for (const key of staying.stored) expect(await t.storage.exists(key)).toBe(true);
    expect(await deleteFormerStaffImages({ db: t.db, storage: t.storage, logger })).toBe(0);
  });
});

describe('removing a staff member', () => {
  const put = (app: TTestApp, token: string, image: 'seal' | 'signature', body: Buffer) =>
    app.app.inject({
      method: 'PUT',
      url: `/api/staff/me/profile/images/${image}`,
      headers: { ...as(token), 'content-type': image === 'seal' ? 'image/png' : 'image/jpeg' },
      payload: body,
    });
  /** A translator of `app` with a seal and a signature; their stored keys. */
  const translatorWithImages = async (app: TTestApp, email: string) => {
    const token = await signUpCustomer(app.app, email);
    const { id } = await app.db
      .updateTable('users')
      .set({ staff_role: 'translator', first_name: 'Rosa', last_name: 'Leaving' })
      .where('email', '=', email)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await put(app, token, 'seal', PNG)).statusCode).toBe(200);
    expect((await put(app, token, 'signature', JPEG)).statusCode).toBe(200);
    const keys = await app.db
      .selectFrom('staff_profiles')
      .select(['seal_image_key', 'signature_image_key'])
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    const stored = [keys.seal_image_key ?? '', keys.signature_image_key ?? ''];
    for (const key of stored) expect(await app.storage.exists(key)).toBe(true);
    return { token, id, stored };
  };
  const remove = (app: TTestApp, ownerToken: string, id: string) =>
    app.app.inject({ method: 'DELETE', url: `/api/admin/staff/${id}`, headers: as(ownerToken) });
  const profileImages = (app: TTestApp, id: string) =>
    app.db
      .selectFrom('staff_profiles')
      .select(['seal_image_key', 'seal_image_type', 'signature_image_key', 'signature_image_type'])
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();

  it('deletes their seal and signature images from storage and ends their sessions', async () => {
    const leaving = await translatorWithImages(t, 'removed@sello.test');
    const removed = await remove(t, owner, leaving.id);
    expect(removed.statusCode, removed.body).toBe(204);
    for (const key of leaving.stored) expect(await t.storage.exists(key)).toBe(false);
    expect(await profileImages(t, leaving.id)).toEqual({
      seal_image_key: null,
      seal_image_type: null,
      signature_image_key: null,
      signature_image_type: null,
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: as(leaving.token) });
    expect(me.statusCode).toBe(401);
  });

  it('still removes them when storage fails, logs it without their details, and the retention sweep deletes later', async () => {
    let storageDown = true;
    const log: string[] = [];
    const app = await buildTestApp({
      env: { LOG_LEVEL: 'warn' },
      logStream: { write: (line) => log.push(line) },
      wrapStorage: (storage) => ({
        ...storage,
        remove: async (fileKey) => {
          if (storageDown) throw new Error('storage unavailable');
          await storage.remove(fileKey);
        },
      }),
    });
    try {
      const ownerToken = await signInAdmin(app.app, app.db);
      const leaving = await translatorWithImages(app, 'removed.down@sello.test');
      const removed = await remove(app, ownerToken, leaving.id);
      expect(removed.statusCode, removed.body).toBe(204);
      const me = await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: as(leaving.token) });
      expect(me.statusCode).toBe(401);
      for (const key of leaving.stored) expect(await app.storage.exists(key)).toBe(true);
      const warnings = log.filter((line) => line.includes('former staff member'));
      expect(warnings).toHaveLength(2);
      for (const line of warnings) {
        expect(line).not.toMatch(/removed|Rosa|Leaving/i);
        expect(line).toContain('storage unavailable');
      }

      storageDown = false;
      expect(await deleteFormerStaffImages({ db: app.db, storage: app.storage, logger: app.app.log })).toBe(2);
      for (const key of leaving.stored) expect(await app.storage.exists(key)).toBe(false);
      expect((await profileImages(app, leaving.id)).seal_image_key).toBeNull();
      // Nothing is left for the next run.
      expect(await deleteFormerStaffImages({ db: app.db, storage: app.storage, logger: app.app.log })).toBe(0);
    } finally {
      await app.close();
    }
  });
});
