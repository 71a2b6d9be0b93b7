import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTranslatorCertificate,
  SIGNATURE_REASON,
  signCertifiedPdf,
} from '../src/services/certified/sign-certified-pdf.ts';
import { openSigningCertificate } from '../src/services/staff-profiles/signing-certificate.ts';
import { storeSigningCertificate } from '../src/services/staff-profiles/store-signing-certificate.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { signUpCustomer } from './helpers/sign-in-admin.ts';
import { makeSigningP12 } from './helpers/signing-certificate.ts';

const run = promisify(execFile);

let t: TTestApp;
let workDir: string;
let signerId: string;
let unsignedId: string;

const staffMember = async (email: string) => {
  await signUpCustomer(t.app, email);
  return (
    await t.db
      .updateTable('users')
      .set({ staff_role: 'translator', first_name: 'María', last_name: 'Traductora Jurada' })
      .where('email', '=', email)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
};

const translationPdf = async () => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of ['Traducción jurada — página 1', 'Traducción jurada — página 2']) {
    document.addPage([595, 842]).drawText(text.replace('—', '-'), { x: 72, y: 760, size: 14, font });
  }
  return document.save();
};

/** What poppler's pdfsig says of the PDF's signatures (it exits non-zero on an invalid one: the output still counts). */
const pdfsig = async (pdf: Uint8Array) => {
  const file = path.join(workDir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const result = await run('pdfsig', [file]).catch((error: { stdout?: string; stderr?: string }) => error);
  return `${result.stdout ?? ''}${result.stderr ?? ''}`;
};

/**
 * The CMS in the PDF's /Contents: the types of its signed attributes, the certificate hash its ESS
 * signing-certificate-v2 names and the SHA-256 of the certificate it embeds (the signer's).
 */
const signedAttributeTypes = (pdf: Uint8Array) => {
  const text = Buffer.from(pdf).toString('latin1');
  const hex = /\/Contents\s*<([0-9a-fA-F]+)>/.exec(text)?.[1] ?? '';
  const cms = forge.asn1.fromDer(forge.util.hexToBytes(hex), { parseAllBytes: false } as never);
  const children = (node: forge.asn1.Asn1) => node.value as forge.asn1.Asn1[];
  const signedData = children(children(cms)[1] as forge.asn1.Asn1)[0] as forge.asn1.Asn1;
  const [, , , certificates, signerInfos] = children(signedData);
  const signerInfo = children(signerInfos as forge.asn1.Asn1)[0] as forge.asn1.Asn1;
  const attributes = children(children(signerInfo)[3] as forge.asn1.Asn1);
  const types = attributes.map((attribute) => forge.asn1.derToOid(children(attribute)[0]?.value as string));
  const ess = attributes.find((_, index) => types[index] === '1.2.840.113549.1.9.16.2.47') as forge.asn1.Asn1;
  // SET { SigningCertificateV2 { SEQUENCE OF { ESSCertIDv2 { certHash, … } } } }
  const essCertId = children(
    children(children(children(ess)[1] as forge.asn1.Asn1)[0] as forge.asn1.Asn1)[0] as forge.asn1.Asn1,
  )[0];
  const essCertificateHash = forge.util.bytesToHex(children(essCertId as forge.asn1.Asn1)[0]?.value as string);
  const certificate = children(certificates as forge.asn1.Asn1)[0] as forge.asn1.Asn1;
  const signerCertificateHash = forge.md.sha256
    .create()
    .update(forge.asn1.toDer(certificate).getBytes())
    .digest()
    .toHex();
  return { types, essCertificateHash, signerCertificateHash };
};

beforeAll(async () => {
  t = await buildTestApp();
  workDir = await mkdtemp(path.join(tmpdir(), 'sello-pdfsig-'));
  signerId = await staffMember('maria@sello.test');
  unsignedId = await staffMember('tom@sello.test');
  await storeSigningCertificate({
    db: t.db,
    storage: t.storage,
    keys: t.keys,
    userId: signerId,
    file: makeSigningP12({ passphrase: 'correct horse' }),
    passphrase: 'correct horse',
    actorUserId: signerId,
  });
});
afterAll(async () => {
  await t.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('signing a generated certified translation with the translator’s certificate (PAdES)', () => {
  it('a translator without a certificate has none to open', async () => {
    expect(await openTranslatorCertificate(t, unsignedId)).toBeNull();
  });

  it('with one, pdfsig validates an ETSI.CAdES.detached signature named after the certificate', async () => {
    const certificate = await openTranslatorCertificate(t, signerId);
    expect(certificate).toMatchObject({
      subject: 'María Traductora Jurada',
      issuer: 'María Traductora Jurada',
      selfSigned: true,
    });
    const result = {
      pdf: await signCertifiedPdf(await translationPdf(), certificate as NonNullable<typeof certificate>),
    };
    const report = await pdfsig(result.pdf);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signer Certificate Common Name: María Traductora Jurada');
    expect(report).toContain('Total document signed');
    // The self-signed issuer is not one the machine trusts: expected for a test certificate.
    expect(report).toMatch(/Certificate Validation: (Certificate issuer isn't Trusted|Certificate issuer is unknown)/);
    const text = Buffer.from(result.pdf).toString('latin1');
    expect(text).toContain(`/Reason (${SIGNATURE_REASON})`.replace('ó', '\u00f3'));
    const signedAttributes = signedAttributeTypes(result.pdf);
    expect(signedAttributes.types).toEqual(
      expect.arrayContaining(['1.2.840.113549.1.9.3', '1.2.840.113549.1.9.4', '1.2.840.113549.1.9.16.2.47']),
    );
    // PAdES: the signing time is the dictionary's /M, never a CMS signing-time attribute.
    expect(signedAttributes.types).not.toContain('1.2.840.113549.1.9.5');
    expect(signedAttributes.essCertificateHash).toBe(signedAttributes.signerCertificateHash);
    // Still the same two pages, readable by pdf-lib.
    expect((await PDFDocument.load(result.pdf)).getPageCount()).toBe(2);
  });

  it('tells a certificate signed by its own key from one an issuer signed, whatever issuer it names', async () => {
    const open = (signedBy: 'itself' | 'a CA') =>
      openSigningCertificate(makeSigningP12({ passphrase: 'p', issuer: 'FNMT-RCM AC Representación', signedBy }), 'p');
    expect(open('itself')).toMatchObject({ issuer: 'FNMT-RCM AC Representación', selfSigned: true });
    expect(open('a CA')).toMatchObject({ issuer: 'FNMT-RCM AC Representación', selfSigned: false });
  });

  it('a byte changed after signing makes pdfsig report the signature invalid', async () => {
    const certificate = await openTranslatorCertificate(t, signerId);
    const pdf = await signCertifiedPdf(await translationPdf(), certificate as NonNullable<typeof certificate>);
    const tampered = Buffer.from(pdf);
    // The page's text is in a compressed content stream: change a byte in the page dictionary instead.
    const at = Buffer.from(pdf).indexOf('/MediaBox [ 0 0 595 842 ]');
    expect(at).toBeGreaterThan(0);
    tampered[at + '/MediaBox [ 0 0 '.length] = '4'.charCodeAt(0);
    const report = await pdfsig(tampered);
    expect(report).not.toContain('Signature is Valid.');
    expect(report).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });
});
