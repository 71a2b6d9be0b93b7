import {
  formatVerificationCode,
  type TCertification,
  type TCertifiedState,
  type TOrderCertified,
} from '@sello/shared/certified-document-schemas';
import { isDelivered, isOpen } from '@sello/shared/order-lifecycle';
import { sql } from 'kysely';

type TCertifiedJson = {
  state: TCertifiedState;
  failure: string | null;
  documents: Array<{
    id: string;
    file_key: string | null;
    filename: string | null;
    document_name: string;
    verification_code: string;
    sha256: string;
    page_count: number;
    certifications: TCertification[];
    translator_name: string;
    signed_digitally: boolean;
    issued_at: string;
  }>;
};

/**
 * The order's certified-translation generation (issue 31) as one JSON subquery of the order's row (null when none was
 * ever started): its state and failure, and its current documents with their files.
 */
export const orderCertifiedJson = sql<TCertifiedJson | null>`(
  select json_build_object(
    'state', certified_generations.state,
    'failure', certified_generations.failure,
    'documents', coalesce((
      select json_agg(json_build_object(
        'id', certified_documents.id, 'file_key', files.file_key, 'filename', files.original_name,
        'document_name', certified_documents.document_name,
        'verification_code', certified_documents.verification_code, 'sha256', certified_documents.sha256,
        'page_count', certified_documents.page_count, 'certifications', certified_documents.certifications,
        'translator_name', certified_documents.translator_name,
        'signed_digitally', certified_documents.signed_digitally, 'issued_at', certified_documents.issued_at
      ) order by certified_documents.issued_at, certified_documents.id)
      from certified_documents left join files on files.id = certified_documents.file_id
      where certified_documents.order_id = certified_generations.order_id
        and certified_documents.superseded_at is null
    ), '[]'::json)
  )
  from certified_generations where certified_generations.order_id = orders.id
)`;

/** The staff view (TAdminOrder.certified); staff may regenerate while the order is open and not yet delivered. */
export const toOrderCertified = (json: TCertifiedJson | null, status: string): TOrderCertified | null =>
  json === null
    ? null
    : {
        state: json.state,
        failure: json.failure,
        documents: json.documents.map((document) => ({
          id: document.id,
          fileKey: document.file_key ?? '',
          filename: document.filename ?? document.document_name,
          documentName: document.document_name,
          code: formatVerificationCode(document.verification_code),
          sha256: document.sha256,
          pageCount: document.page_count,
          certifications: document.certifications,
          translatorName: document.translator_name,
          signedDigitally: document.signed_digitally,
          issuedAt: new Date(document.issued_at).toISOString(),
        })),
        canRegenerate: isOpen(status) && !isDelivered(status),
      };
