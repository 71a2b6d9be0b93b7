import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { openSealedText } from '../../auth/sealed-text.ts';
import type { TTokenKeys } from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';
import type { TStorage } from '../../storage/storage.ts';
import { openSigningCertificate, type TSigningCertificate } from '../staff-profiles/signing-certificate.ts';
import { cadesDetachedSignature } from './cades-detached-signature.ts';

export const SIGNATURE_REASON = 'Traducción jurada / Sworn translation';

/** Room for the signature itself (RSA up to 4096 bits, attributes, ASN.1) besides the embedded certificates. */
const SIGNATURE_OVERHEAD_BYTES = 4096;

class TranslatorSigner extends Signer {
  readonly #certificate: TSigningCertificate;
  constructor(certificate: TSigningCertificate) {
    super();
    this.#certificate = certificate;
  }
  override async sign(content: Buffer): Promise<Buffer> {
    return cadesDetachedSignature({ content, ...this.#certificate });
  }
}

const readAll = async (storage: TStorage, fileKey: string): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.openRead(fileKey)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

/**
 * Opens `userId`'s signing certificate, or null when their profile has none that is still valid: the caller decides
 * from that whether the document needs a signature image, then signs with the same opened certificate, so the two
 * cannot disagree. A certificate that was accepted on upload but no longer opens (storage lost, JWT_SECRET changed)
 * throws: the caller records the failure rather than issue the document unsigned.
 */
export const openTranslatorCertificate = async (
  context: { db: TDb; storage: TStorage; keys: Pick<TTokenKeys, 'signingPassphraseKey'> },
  userId: string,
): Promise<TSigningCertificate | null> => {
  const row = await context.db
    .selectFrom('staff_profiles')
    .select(['signing_p12_key', 'signing_passphrase_sealed'])
    .where('user_id', '=', userId)
    .where('signing_p12_key', 'is not', null)
    .where('signing_valid_until', '>', new Date())
    .executeTakeFirst();
  if (!row?.signing_p12_key || !row.signing_passphrase_sealed) return null;
  const passphrase = openSealedText(context.keys.signingPassphraseKey, row.signing_passphrase_sealed);
  return openSigningCertificate(await readAll(context.storage, row.signing_p12_key), passphrase);
};

/**
 * Signs a generated certified translation with the translator's opened certificate (PAdES baseline B-B: an invisible
 * signature field, SubFilter ETSI.CAdES.detached, the certificate's subject as /Name, the reason in Spanish and
 * English); the seal and signature images drawn on the pages are untouched.
 */
export const signCertifiedPdf = async (pdf: Uint8Array, certificate: TSigningCertificate): Promise<Uint8Array> => {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const embeddedBytes = [certificate.certificate, ...certificate.chain].reduce(
    (total, each) => total + forge.asn1.toDer(forge.pki.certificateToAsn1(each)).length(),
    0,
  );
  const signingTime = new Date();
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: SIGNATURE_REASON,
    contactInfo: '',
    name: certificate.subject,
    location: '',
    signingTime,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    // In hex digits: two per byte of the CMS structure (an odd count would shift the byte range by one).
    signatureLength: 2 * (embeddedBytes + SIGNATURE_OVERHEAD_BYTES),
  });
  const prepared = await document.save({ useObjectStreams: false });
  const signed = await new SignPdf().sign(Buffer.from(prepared), new TranslatorSigner(certificate), signingTime);
  return new Uint8Array(signed);
};
