import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { signInAdmin, signInStaff, signUpCustomer } from './helpers/sign-in-admin.ts';
import { makeSigningP12, withIterationCount } from './helpers/signing-certificate.ts';

const PASSPHRASE = 'Sello-cert-passphrase-7f3a';

let t: TTestApp;
let owner: string;
let manager: string;
let translator: string;
let translatorId: string;
let reviewerId: string;
let reviewer: string;
let customer: string;

const staffMember = async (
  role: 'project_manager' | 'translator' | 'reviewer',
  email: string,
  [firstName, lastName] = ['María', 'Traductora Jurada'],
) => {
  const token = await signUpCustomer(t.app, email);
  const user = await t.db
    .updateTable('users')
    .set({ staff_role: role, first_name: firstName, last_name: lastName })
    .where('email', '=', email)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, id: user.id };
};

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const MINE = '/api/staff/me/profile/signing-certificate';
const theirs = (userId: string) => `/api/admin/staff/${userId}/profile/signing-certificate`;

const upload = (url: string, token: string, file: Buffer, passphrase = PASSPHRASE) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: as(token),
    payload: { certificate: file.toString('base64'), passphrase },
  });

const signingColumns = (userId: string) =>
  t.db
    .selectFrom('staff_profiles')
    .select([
      'signing_p12_key',
      'signing_passphrase_sealed',
      'signing_subject',
      'signing_issuer',
      'signing_valid_until',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();

const auditActions = async (memberId: string) =>
  (
    await t.db
      .selectFrom('audit_events')
      .select(['action', 'detail'])
      .where('order_id', 'is', null)
      .orderBy('created_at')
      .execute()
  ).filter((event) => (event.detail as { memberId?: string }).memberId === memberId);

/** An elliptic-curve certificate in a PKCS#12 file as OpenSSL 3 writes one (AES-256, PBKDF2): forge reads no EC key. */
const ecP12 = async (passphrase: string) => {
  const run = promisify(execFile);
  const dir = await mkdtemp(path.join(tmpdir(), 'sello-ec-'));
  try {
    const [key, certificate, p12] = ['key.pem', 'cert.pem', 'ec.p12'].map((name) => path.join(dir, name)) as [
      string,
      string,
      string,
    ];
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      key,
      '-out',
      certificate,
      '-days',
      '30',
      '-subj',
      '/CN=EC Translator',
    ]);
    await run('openssl', [
      'pkcs12',
      '-export',
      '-inkey',
      key,
      '-in',
      certificate,
      '-out',
      p12,
      '-passout',
      `pass:${passphrase}`,
    ]);
    return await readFile(p12);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signInAdmin(t.app, t.db);
  manager = (await staffMember('project_manager', 'pm@sello.test')).token;
  ({ token: translator, id: translatorId } = await staffMember('translator', 'maria@sello.test'));
  ({ token: reviewer, id: reviewerId } = await staffMember('reviewer', 'rev@sello.test', ['Rev', 'Iewer']));
  customer = await signUpCustomer(t.app, 'casey@sello.test');
});
afterAll(() => t.close());

describe('a translator’s digital signing certificate', () => {
  it('is uploaded by the translator: checked, kept private, its passphrase sealed, shown by subject, issuer and expiry', async () => {
    const notAfter = new Date('2030-06-30T12:00:00Z');
    const uploaded = await upload(
      MINE,
      translator,
      makeSigningP12({ passphrase: PASSPHRASE, issuer: 'Test Qualified CA', notAfter }),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().profile.signingCertificate).toEqual({
      subject: 'María Traductora Jurada',
      issuer: 'Test Qualified CA',
      validUntil: '2030-06-30T12:00:00.000Z',
    });
    expect(uploaded.body).not.toContain(PASSPHRASE);

    const row = await signingColumns(translatorId);
    expect(row?.signing_p12_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await t.storage.exists(row?.signing_p12_key ?? '')).toBe(true);
    expect(row?.signing_passphrase_sealed).toMatch(/^v1\./);
    expect(row?.signing_passphrase_sealed).not.toContain(PASSPHRASE);
    expect(Buffer.from(row?.signing_passphrase_sealed ?? '', 'base64url').toString('latin1')).not.toContain(PASSPHRASE);

    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/admin/staff/${translatorId}/profile`,
      headers: as(manager),
    });
    expect(seen.json().profile.signingCertificate.subject).toBe('María Traductora Jurada');
    const audit = await auditActions(translatorId);
    expect(audit.map((event) => event.action)).toEqual(['staff_signing_certificate_stored']);
    expect(JSON.stringify(audit)).not.toContain(PASSPHRASE);
  });

  it('refuses a wrong passphrase, an expired certificate, what is not a PKCS#12 and a file over 100 KB', async () => {
    const refused = async (file: Buffer, passphrase = PASSPHRASE) => {
      const answer = await upload(theirs(reviewerId), owner, file, passphrase);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json().error as string;
    };
    expect(await refused(makeSigningP12({ passphrase: PASSPHRASE }), 'not the passphrase')).toBe(
      'The passphrase does not open this certificate',
    );
    expect(
      await refused(
        makeSigningP12({
          passphrase: PASSPHRASE,
          notBefore: new Date('2020-01-01T00:00:00Z'),
          notAfter: new Date('2024-03-31T23:59:59Z'),
        }),
      ),
    ).toBe('This certificate expired on 2024-03-31: upload one that is valid');
    expect(await refused(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'))).toBe(
      'This file is not a PKCS#12 certificate (.p12 or .pfx)',
    );
    expect(await refused(makeSigningP12({ passphrase: PASSPHRASE, content: 'certificate only' }))).toBe(
      'The certificate file must hold exactly one private key and its certificate',
    );
    expect(await refused(makeSigningP12({ passphrase: PASSPHRASE, content: 'another key' }))).toBe(
      'The certificate file must hold exactly one private key and its certificate',
    );
    expect(await refused(Buffer.alloc(100 * 1024 + 1, 0x30))).toBe('The certificate file is larger than 100 KB');
    expect(await refused(await ecP12(PASSPHRASE))).toBe(
      'This certificate could not be read: Sello signs with RSA keys; ask the issuer for an RSA certificate',
    );
    const noPassphrase = await t.app.inject({
      method: 'PUT',
      url: MINE,
      headers: as(translator),
      payload: { certificate: makeSigningP12({ passphrase: PASSPHRASE }).toString('base64'), passphrase: '' },
    });
    expect(noPassphrase.statusCode).toBe(400);
    expect(noPassphrase.json().error).toContain('Enter the passphrase of the certificate');
    // Nothing was kept for the reviewer.
    expect((await signingColumns(reviewerId))?.signing_p12_key ?? null).toBeNull();
  });

  it('is changed by the owner for anyone and by each staff member for themselves, by no one else', async () => {
    const file = makeSigningP12({ passphrase: PASSPHRASE, commonName: 'Rev Iewer' });
    expect((await upload(theirs(reviewerId), manager, file)).statusCode).toBe(403);
    expect((await upload(theirs(reviewerId), translator, file)).statusCode).toBe(403);
    expect((await upload(MINE, customer, file)).statusCode).toBe(403);
    const removedByOther = await t.app.inject({ method: 'DELETE', url: theirs(translatorId), headers: as(manager) });
    expect(removedByOther.statusCode).toBe(403);

    const byOwner = await upload(theirs(reviewerId), owner, file);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json().profile.signingCertificate.subject).toBe('Rev Iewer');
    const mine = await t.app.inject({ method: 'GET', url: '/api/staff/me/profile', headers: as(reviewer) });
    expect(mine.json().profile.signingCertificate.subject).toBe('Rev Iewer');
    const customerTarget = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'casey@sello.test')
      .executeTakeFirstOrThrow();
    expect((await upload(theirs(customerTarget.id), owner, file)).statusCode).toBe(404);
  });

  it('replacing or removing it deletes the stored file', async () => {
    const before = (await signingColumns(translatorId))?.signing_p12_key ?? '';
    const replaced = await upload(
      theirs(translatorId),
      owner,
      makeSigningP12({ passphrase: 'another one' }),
      'another one',
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await t.storage.exists(before)).toBe(false);
    const current = (await signingColumns(translatorId))?.signing_p12_key ?? '';

    const removed = await t.app.inject({ method: 'DELETE', url: MINE, headers: as(translator) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().profile.signingCertificate).toBeNull();
    expect(await t.storage.exists(current)).toBe(false);
    expect(await signingColumns(translatorId)).toEqual({
      signing_p12_key: null,
      signing_passphrase_sealed: null,
      signing_subject: null,
      signing_issuer: null,
      signing_valid_until: null,
    });
    expect((await auditActions(translatorId)).map((event) => event.action)).toEqual([
      'staff_signing_certificate_stored',
      'staff_signing_certificate_stored',
      'staff_signing_certificate_removed',
    ]);
  });

  it('goes with the staff member: removing them deletes their certificate', async () => {
    const { token, id } = await staffMember('translator', 'leaving@sello.test');
    expect((await upload(MINE, token, makeSigningP12({ passphrase: PASSPHRASE }))).statusCode).toBe(200);
    const stored = (await signingColumns(id))?.signing_p12_key ?? '';
    expect(await t.storage.exists(stored)).toBe(true);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/staff/${id}`, headers: as(owner) });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await t.storage.exists(stored)).toBe(false);
    expect((await signingColumns(id))?.signing_passphrase_sealed).toBeNull();
  });
  it('refuses a file whose password protection asks for more than 100,000 iterations, before deriving any key', async () => {
    const refused = async (file: Buffer) => {
      const answer = await upload(MINE, translator, file);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json().error as string;
    };
    // Two files, rewritten for each case: generating RSA keys is what takes time here.
    const withMac = makeSigningP12({ passphrase: PASSPHRASE });
    const withoutMac = makeSigningP12({ passphrase: PASSPHRASE, useMac: false });
    const tooMany =
      'This certificate file is protected with 3,000,000 iterations; Sello accepts up to 100,000: export it again with your system’s default settings';
    expect(await refused(withIterationCount(withMac, 'mac', 3_000_000))).toBe(tooMany);
    expect(await refused(withIterationCount(withoutMac, 'key', 3_000_000))).toBe(tooMany);
    expect(await refused(withIterationCount(withMac, 'mac', 2 ** 31 - 1))).toContain(
      'protected with 2,147,483,647 iterations',
    );
    // A count of more than four bytes is still a count, and still refused.
    expect(await refused(withIterationCount(withMac, 'mac', 2 ** 40))).toContain('Sello accepts up to 100,000');
    // 100,000 is allowed: that file goes on to decryption, which fails as its key was encrypted with another count.
    const atLimit = withIterationCount(withoutMac, 'key', 100_000);
    expect(await refused(atLimit)).toBe('The passphrase does not open this certificate');
  });

  it('refuses an RSA key under 2048 bits', async () => {
    const answer = await upload(MINE, translator, makeSigningP12({ passphrase: PASSPHRASE, keyBits: 1024 }));
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error).toBe(
      'This certificate’s RSA key has 1024 bits; Sello signs with keys of 2048 bits or more: ask the issuer for a new certificate',
    );
  });

  it('is issued to the translator: its common name is their display name, case and accents aside', async () => {
    const spoofed = await upload(
      MINE,
      translator,
      makeSigningP12({
        passphrase: PASSPHRASE,
        commonName: 'Ministerio de Asuntos Exteriores, Unión Europea y Cooperación',
        issuer: 'FNMT-RCM AC Representación',
      }),
    );
    expect(spoofed.statusCode, spoofed.body).toBe(400);
    expect(spoofed.json().error).toBe(
      'This certificate is issued to Ministerio de Asuntos Exteriores, Unión Europea y Cooperación, not to María Traductora Jurada: upload your own certificate, or change the display name',
    );
    const accepted = await upload(
      MINE,
      translator,
      makeSigningP12({ passphrase: PASSPHRASE, commonName: 'MARIA TRADUCTORA JURADA', issuer: 'Test Qualified CA' }),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().profile.signingCertificate).toMatchObject({
      subject: 'MARIA TRADUCTORA JURADA',
      issuer: 'Test Qualified CA',
    });
  });
});

describe('the signing certificate upload’s rate limit', () => {
  it('answers 429 to one person past the staff limit', async () => {
    const limited = await buildTestApp({ rateLimits: { staffWork: { max: 2, timeWindow: '1 minute' } } });
    try {
      const token = await signInStaff(limited.app, limited.db, 'translator', 'tom@sello.test');
      const send = () =>
        limited.app.inject({
          method: 'PUT',
          url: MINE,
          headers: as(token),
          payload: { certificate: Buffer.from('not a certificate').toString('base64'), passphrase: 'x' },
        });
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(400);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
