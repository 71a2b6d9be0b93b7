import { z } from 'zod';
import { ZLanguageName } from './language-schemas.ts';

/**
 * The certified or sworn translation Sello generates (issue 31, docs/decisions.md › "Generated certified
 * translations"): when a sworn order's final translation is approved, one PDF per task (the translation with the
 * translator's seal and signature on every page, the certification, and a sealed, dated copy of the source), stored
 * with the order as a delivered file. Each carries a verification code; its SHA-256 is kept, so anyone holding the
 * PDF can check it at `/verify/<code>` without the page ever showing its content.
 */

/** The certifications a generated document may carry (several at once: a Spanish sworn translation into English also
 * carries the USCIS certification page). */
export const CERTIFICATIONS = ['sworn_spain', 'sworn_france', 'uscis'] as const;
export type TCertification = (typeof CERTIFICATIONS)[number];
export const ZCertification = z.enum(CERTIFICATIONS);

export const CERTIFICATION_LABELS: Record<TCertification, string> = {
  sworn_spain: 'Spanish sworn translation (Orden AEC/2125/2014)',
  sworn_france: 'French sworn translation (traduction assermentée)',
  uscis: 'Certified translation for US authorities (USCIS)',
};

/**
 * A verification code: 12 characters of Crockford base32 (60 random bits: unguessable, and the API is rate-limited),
 * shown and printed as XXXX-XXXX-XXXX. Typed codes are forgiving: lower case, spaces or dashes anywhere, O for 0, I or
 * L for 1.
 */
export const VERIFICATION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_LENGTH = 12;

/** The code as stored (12 characters, no dashes), or null when the text cannot be one. */
export const normalizeVerificationCode = (text: string): string | null => {
  const cleaned = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (cleaned.length !== VERIFICATION_CODE_LENGTH) return null;
  for (const character of cleaned) if (!VERIFICATION_CODE_ALPHABET.includes(character)) return null;
  return cleaned;
};

/** XXXX-XXXX-XXXX, as printed on the PDF and shown on the page. */
export const formatVerificationCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

export const VERIFICATION_CODE_INVALID = 'A verification code has 12 letters and digits, like 7KQ2-M9XD-4TPA.';

export const ZVerificationCodeParam = z.object({
  code: z
    .string({ error: VERIFICATION_CODE_INVALID })
    .max(40, { error: VERIFICATION_CODE_INVALID })
    .transform((text, ctx) => {
      const code = normalizeVerificationCode(text);
      if (code === null) {
        ctx.addIssue({ code: 'custom', message: VERIFICATION_CODE_INVALID });
        return z.NEVER;
      }
      return code;
    }),
});

/**
 * - valid: the document as issued;
 * - superseded: staff generated a newer version (after a correction); the one presented was issued, but is no longer
 *   the current one.
 */
export const ZVerifiedDocumentStatus = z.enum(['valid', 'superseded']);
export type TVerifiedDocumentStatus = z.infer<typeof ZVerifiedDocumentStatus>;

/** The digital signature's certificate: its subject's and issuer's common names. */
export const ZDocumentSigner = z.object({
  subject: z.string(),
  issuer: z.string(),
  selfSigned: z.boolean(),
});
export type TDocumentSigner = z.infer<typeof ZDocumentSigner>;

/** `GET /api/verify/:code`: what anyone holding the code may know. Never the content, never the customer. */
export const ZVerifiedDocument = z.object({
  code: z.string().describe('XXXX-XXXX-XXXX'),
  status: ZVerifiedDocumentStatus,
  supersededAt: z.iso.datetime().nullable(),
  /** Partly masked: TRS-20261126-••••CD. */
  orderNumber: z.string(),
  documentName: z.string(),
  sourceLanguage: ZLanguageName,
  targetLanguage: ZLanguageName,
  certifications: z.array(ZCertification),
  translatorName: z.string(),
  /** The sworn translator's number (sworn certifications), else the certifying body's membership number, or null. */
  credentialNumber: z.string().nullable(),
  issuedAt: z.iso.datetime(),
  pageCount: z.number().int().positive(),
  /** Lower-case hex SHA-256 of the PDF exactly as issued. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  signedDigitally: z.boolean(),
  /**
   * Who signed it digitally, as the signing certificate names them, and whether that certificate signed itself (then
   * the signature proves the file is unchanged, not who signed it); null when not signed digitally.
   */
  signature: ZDocumentSigner.nullable().optional(),
  /**
   * When our copy of the PDF was deleted (the customer's request or the retention period); the record stays, so the
   * copy someone holds can still be checked. Null while we keep it. **Extension** (issue 32).
   */
  fileDeletedAt: z.iso.datetime().nullable().optional(),
});
export type TVerifiedDocument = z.infer<typeof ZVerifiedDocument>;

export const SHA256_INVALID = 'sha256 must be 64 hexadecimal characters: the SHA-256 of the PDF you received.';

/** `POST /api/verify/:code/check`: the SHA-256 of the PDF someone holds (computed in their browser: the file never
 * leaves their device). */
export const ZCheckVerifiedDocumentRequest = z.object({
  sha256: z
    .string({ error: SHA256_INVALID })
    .regex(/^[0-9a-fA-F]{64}$/, { error: SHA256_INVALID })
    .transform((hex) => hex.toLowerCase()),
});
export type TCheckVerifiedDocumentRequest = z.input<typeof ZCheckVerifiedDocumentRequest>;

export const ZCheckVerifiedDocumentResponse = z.object({
  /** true only when the file is, byte for byte, the PDF issued under this code. */
  match: z.boolean(),
  status: ZVerifiedDocumentStatus,
});
export type TCheckVerifiedDocumentResponse = z.infer<typeof ZCheckVerifiedDocumentResponse>;

/** A generated document as staff see it on the order (`TAdminOrder.certified`). */
export const ZCertifiedDocument = z.object({
  id: z.uuid(),
  /** The generated PDF: an attached TRANSLATED file of the order (opened and downloaded like any other). */
  fileKey: z.string(),
  filename: z.string(),
  documentName: z.string(),
  code: z.string().describe('XXXX-XXXX-XXXX'),
  sha256: z.string(),
  pageCount: z.number().int().positive(),
  certifications: z.array(ZCertification),
  translatorName: z.string(),
  signedDigitally: z.boolean(),
  issuedAt: z.iso.datetime(),
});
export type TCertifiedDocument = z.infer<typeof ZCertifiedDocument>;

/**
 * - generating: the final translation was approved (or staff asked to regenerate); the PDFs are being made;
 * - ready: every document is made (the current ones are listed);
 * - failed: they could not be made (failure says why, e.g. the translator has no signature); tried again by itself
 *   for passing faults, or when staff regenerate.
 */
export const ZCertifiedState = z.enum(['generating', 'ready', 'failed']);
export type TCertifiedState = z.infer<typeof ZCertifiedState>;

export const ZOrderCertified = z.object({
  state: ZCertifiedState,
  failure: z.string().nullable(),
  documents: z.array(ZCertifiedDocument),
  /** Staff may regenerate (the order is open, not yet delivered). */
  canRegenerate: z.boolean(),
});
export type TOrderCertified = z.infer<typeof ZOrderCertified>;
