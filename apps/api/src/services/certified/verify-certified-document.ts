import type {
  TCheckVerifiedDocumentResponse,
  TVerifiedDocument,
  TVerifiedDocumentStatus,
} from '@sello/shared/certified-document-schemas';
import { formatVerificationCode } from '@sello/shared/certified-document-schemas';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';

export const NO_SUCH_DOCUMENT = 'No document was issued with this verification code.';

/** TRS-20261126-AB12CD → TRS-20261126-••••CD: the date and the last two characters, enough to match a paper copy. */
export const maskOrderNumber = (orderNumber: string): string => {
  const cut = orderNumber.lastIndexOf('-') + 1;
  const tail = orderNumber.slice(cut);
  return `${orderNumber.slice(0, cut)}${'•'.repeat(Math.max(0, tail.length - 2))}${tail.slice(-2)}`;
};

const findIssued = async (db: TDb, code: string) => {
  const row = await db
    .selectFrom('certified_documents')
    .innerJoin('orders', 'orders.id', 'certified_documents.order_id')
    .leftJoin('files', 'files.id', 'certified_documents.file_id')
    .select([
      'certified_documents.verification_code',
      'certified_documents.sha256',
      'certified_documents.page_count',
      'certified_documents.certifications',
      'certified_documents.document_name',
      'certified_documents.source_language',
      'certified_documents.target_language',
      'certified_documents.translator_name',
      'certified_documents.credential_number',
      'certified_documents.signed_digitally',
      'certified_documents.signer_subject',
      'certified_documents.signer_issuer',
      'certified_documents.signer_self_signed',
      'certified_documents.issued_at',
      'certified_documents.superseded_at',
      'orders.order_number',
      'files.deleted_at as file_deleted_at',
    ])
    .where('certified_documents.verification_code', '=', code)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', NO_SUCH_DOCUMENT);
  return row;
};

const statusOf = (supersededAt: Date | null): TVerifiedDocumentStatus => (supersededAt ? 'superseded' : 'valid');

/**
 * What anyone holding a verification code may know of the document issued under it (`GET /api/verify/:code`): never
 * its content, never the customer; the order number masked. `code` is already normalised (ZVerificationCodeParam).
 */
export const verifyCertifiedDocument = async (db: TDb, code: string): Promise<TVerifiedDocument> => {
  const row = await findIssued(db, code);
  return {
    code: formatVerificationCode(row.verification_code),
    status: statusOf(row.superseded_at),
    supersededAt: row.superseded_at?.toISOString() ?? null,
    orderNumber: maskOrderNumber(row.order_number),
    documentName: row.document_name,
    sourceLanguage: row.source_language,
    targetLanguage: row.target_language,
    certifications: row.certifications,
    translatorName: row.translator_name,
    credentialNumber: row.credential_number,
    issuedAt: row.issued_at.toISOString(),
    pageCount: row.page_count,
    sha256: row.sha256,
    signedDigitally: row.signed_digitally,
    signature:
      row.signer_subject !== null && row.signer_issuer !== null
        ? { subject: row.signer_subject, issuer: row.signer_issuer, selfSigned: row.signer_self_signed === true }
        : null,
    fileDeletedAt: row.file_deleted_at?.toISOString() ?? null,
  };
};

/** Whether the PDF someone holds (its SHA-256, computed in their browser) is, byte for byte, the one issued. */
export const checkCertifiedDocument = async (
  db: TDb,
  code: string,
  sha256: string,
): Promise<TCheckVerifiedDocumentResponse> => {
  const row = await findIssued(db, code);
  return { match: row.sha256 === sha256.toLowerCase(), status: statusOf(row.superseded_at) };
};
