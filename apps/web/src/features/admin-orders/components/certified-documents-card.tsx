import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { CERTIFICATION_LABELS, type TOrderCertified } from '@sello/shared/certified-document-schemas';
import Eye from 'lucide-react/icons/eye';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useState } from 'react';
import { startDownload, useFileDownload } from '@/api/get-file-download-url';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FileHeading } from '@/components/ui/file-heading';
import { ModalForm } from '@/components/ui/modal-form';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/order-format';
import { useRegenerateCertifiedDocuments } from '../api/regenerate-certified-documents';

/** Where the certified translations card starts (the next step points here when they could not be made). */
export const CERTIFIED_DOCUMENTS_ID = 'certified-documents-heading';

const TEXT = {
  title: 'Certified translations',
  generating:
    'The certified translations are being made from the approved translation: seal and signature on every page, the certification, and a sealed copy of the source. This page updates by itself.',
  failed: 'The certified translations could not be made',
  none: 'No certified translation has been made yet.',
  signed: 'Signed digitally',
  notSigned: 'Not signed digitally',
  code: 'Verification code',
  preview: 'Preview',
  previewFailed: 'Could not open the PDF',
  regenerate: 'Regenerate',
  regenerateTitle: 'Regenerate the certified translations?',
  regenerateDetail:
    'They are made again from the approved translation and the translator’s current staff profile, with new verification codes. The current codes will show as replaced by a newer version on the verification page, and the current PDFs are removed from the order.',
  regenerateSubmit: 'Regenerate',
  regeneratePending: 'Regenerating...',
  regenerateFailed: 'Could not regenerate the certified translations',
  keep: 'Keep current',
} as const;

type TCertifiedDocument = TOrderCertified['documents'][number];

const CertifiedDocumentRow = ({ orderId, document }: { orderId: string; document: TCertifiedDocument }) => {
  const download = useFileDownload();
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <FileHeading
          filename={document.filename}
          facts={[
            formatCount(document.pageCount, 'page'),
            document.translatorName,
            document.signedDigitally ? TEXT.signed : TEXT.notSigned,
          ]}
        >
          <ul className="mt-2 flex flex-col gap-0.5 text-slate-700 text-xs">
            {document.certifications.map((certification) => (
              <li key={certification}>{CERTIFICATION_LABELS[certification]}</li>
            ))}
          </ul>
          <p className="mt-1.5 text-slate-700 text-xs">
            {TEXT.code}: <span className="font-mono text-slate-900">{document.code}</span>
          </p>
        </FileHeading>
        <div className="shrink-0 pl-13 sm:pl-0">
          <Button
            variant="outline"
            size="sm"
            loading={download.isPending}
            icon={<Eye aria-hidden="true" className="size-4" />}
            aria-label={`${TEXT.preview} ${document.filename}`}
            onClick={() =>
              download.mutate(
                { orderId, fileKey: document.fileKey },
                { onSuccess: (link) => startDownload(link.downloadUrl) },
              )
            }
          >
            {TEXT.preview}
          </Button>
        </div>
      </div>
      {download.isError ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(download.error, TEXT.previewFailed)}
        </Alert>
      ) : null}
    </li>
  );
};

const RegenerateModal = ({ orderId, onClose }: { orderId: string; onClose: () => void }) => {
  const regenerate = useRegenerateCertifiedDocuments();
  return (
    <ModalForm
      open
      onClose={onClose}
      title={TEXT.regenerateTitle}
      onSubmit={(event) => {
        event.preventDefault();
        regenerate.mutate({ orderId }, { onSuccess: onClose });
      }}
      pending={regenerate.isPending}
      error={regenerate.error}
      errorFallback={TEXT.regenerateFailed}
      submitLabel={TEXT.regenerateSubmit}
      pendingLabel={TEXT.regeneratePending}
      submitIcon={<RefreshCw aria-hidden="true" className="size-4" />}
      cancelLabel={TEXT.keep}
    >
      <p className="text-slate-700 text-sm">{TEXT.regenerateDetail}</p>
    </ModalForm>
  );
};

/**
 * A sworn order's generated certified translations (issue 31): being made, failed (and why), or each document with its
 * verification code and a preview of its PDF; staff regenerate them after a correction, before delivery.
 */
export const CertifiedDocumentsCard = ({
  order,
  certified,
}: {
  order: Pick<TAdminOrder, 'orderId'>;
  certified: TOrderCertified;
}) => {
  const [confirming, setConfirming] = useState(false);
  const { state, documents } = certified;
  return (
    <Card
      id={CERTIFIED_DOCUMENTS_ID}
      title={documents.length > 0 ? `${TEXT.title} (${documents.length})` : TEXT.title}
      action={
        certified.canRegenerate ? (
          <Button
            variant="outline"
            size="sm"
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
            onClick={() => setConfirming(true)}
          >
            {TEXT.regenerate}
          </Button>
        ) : undefined
      }
    >
      <div className="flex flex-col gap-4">
        {state === 'generating' ? (
          <p role="status" className="flex items-start gap-2 text-slate-700 text-sm">
            <span className="mt-0.5 text-brand-600">
              <Spinner size="sm" />
            </span>
            {TEXT.generating}
          </p>
        ) : state === 'failed' ? (
          <Alert tone="error" title={TEXT.failed}>
            <p className="break-words">{certified.failure}</p>
          </Alert>
        ) : null}
        {documents.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {documents.map((document) => (
              <CertifiedDocumentRow key={document.id} orderId={order.orderId} document={document} />
            ))}
          </ul>
        ) : state === 'ready' ? (
          <p className="text-slate-600 text-sm">{TEXT.none}</p>
        ) : null}
      </div>
      {confirming ? <RegenerateModal orderId={order.orderId} onClose={() => setConfirming(false)} /> : null}
    </Card>
  );
};
