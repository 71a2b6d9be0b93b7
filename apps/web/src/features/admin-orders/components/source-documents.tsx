import type { TAdminOrder, TAdminSourceFile } from '@sello/shared/admin-order-schemas';
import { ANALYSIS_METHOD_LABELS } from '@sello/shared/analysis-schemas';
import type { TOrderFileTranslation } from '@sello/shared/translation-schemas';
import Download from 'lucide-react/icons/download';
import Eye from 'lucide-react/icons/eye';
import FileArchive from 'lucide-react/icons/file-archive';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { startDownload, useFileDownload } from '@/api/get-file-download-url';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FileHeading } from '@/components/ui/file-heading';
import { ImagePreviewButton } from '@/components/ui/image-preview-button';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/order-format';
import { useCreateOrderZip } from '../api/create-order-zip';
import { useFilePreview } from '../api/get-file-preview-url';
import { useRetryTranslation } from '../api/retry-translation';
import { formatBytes } from './order-status';

export const ZIP_FAILED_MESSAGE = 'Failed to create ZIP archive. Please try again.';

const Tag = ({ tone, children }: { tone: 'green' | 'blue'; children: string }) => (
  <span
    className={`inline-flex items-center rounded-md px-2 py-0.5 font-semibold text-xs ring-1 ring-inset ${
      tone === 'green' ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-sky-50 text-sky-800 ring-sky-200'
    }`}
  >
    {children}
  </span>
);

/** How a finished file's translation ended when staff may run it again (the API retries exactly these). */
const RETRYABLE_STATUS_LABELS: Partial<Record<TOrderFileTranslation['translationStatus'], string>> = {
  failed: 'Machine translation failed',
  skipped: 'Text extraction failed',
  not_configured: 'Machine translation not configured',
};

const retryableStatusLabel = (translation: TOrderFileTranslation | undefined): string | null =>
  translation?.finished ? (RETRYABLE_STATUS_LABELS[translation.translationStatus] ?? null) : null;

/** Without a provider a retry would end the same way, unless it was the text extraction that failed. */
const canRetry = (translation: TOrderFileTranslation, providerConfigured: boolean) =>
  providerConfigured || translation.extractionStatus !== 'done';

/** Staff see how each page OCR read scored (tesseract's mean word confidence), those below the threshold flagged. */
const OcrConfidence = ({ analysis }: { analysis: NonNullable<TAdminSourceFile['analysis']> }) => {
  const flagged = new Set(analysis.hardToReadPages);
  const pages = (analysis.ocrConfidence ?? []).flatMap((confidence, index) =>
    confidence === null ? [] : [{ page: index + 1, confidence }],
  );
  if (pages.length === 0) return null;
  return (
    <div className="mt-2">
      <p className="font-medium text-slate-700 text-xs">OCR confidence</p>
      <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="OCR confidence per page">
        {pages.map(({ page, confidence }) => (
          <li
            key={page}
            className={`rounded-md px-2 py-0.5 text-xs tabular-nums ring-1 ring-inset ${
              flagged.has(page)
                ? 'bg-amber-50 text-amber-900 ring-amber-300'
                : 'bg-slate-50 text-slate-700 ring-slate-200'
            }`}
          >
            Page {page}: {confidence} %{flagged.has(page) ? ' — hard to read' : ''}
          </li>
        ))}
      </ul>
    </div>
  );
};

const ImagePreview = ({ orderId, file }: { orderId: string; file: TAdminSourceFile }) => {
  const preview = useFilePreview();
  return (
    <ImagePreviewButton
      filename={file.filename}
      preview={preview}
      onOpen={() => preview.mutate({ orderId, fileKey: file.fileKey })}
    />
  );
};

const SourceFileCard = ({
  order,
  file,
  translation,
  providerConfigured,
  onViewTranslation,
}: {
  order: TAdminOrder;
  file: TAdminSourceFile;
  translation: TOrderFileTranslation | undefined;
  providerConfigured: boolean;
  onViewTranslation: ((translation: TOrderFileTranslation) => void) | undefined;
}) => {
  const download = useFileDownload();
  const retry = useRetryTranslation();
  // Without a provider, "not configured" is said once for the whole order (SourceDocuments), not on each file.
  const retryLabel =
    !providerConfigured && translation?.translationStatus === 'not_configured'
      ? null
      : retryableStatusLabel(translation);
  const translated = translation?.translationStatus === 'done';
  const inProgress =
    translation !== undefined &&
    !translation.finished &&
    translation.extractionStatus !== 'failed' &&
    translation.translationStatus !== 'failed';
  const errors = [
    translation?.extractionError ? `Text extraction: ${translation.extractionError}` : null,
    translation?.translationError ? `Machine translation: ${translation.translationError}` : null,
  ].filter((error): error is string => error !== null);

  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <FileHeading
          filename={file.filename}
          facts={[
            formatBytes(file.size),
            file.pages !== null ? formatCount(file.pages, 'page') : null,
            file.wordCount !== null ? formatCount(file.wordCount, 'word') : null,
          ]}
        >
          <div className="mt-2 flex flex-wrap gap-1.5">
            {file.analysis ? <Tag tone="blue">Analyzed</Tag> : null}
            {translated ? <Tag tone="green">Machine Translated</Tag> : null}
          </div>
          {file.analysis ? (
            <p className="mt-1.5 text-slate-600 text-xs">
              {ANALYSIS_METHOD_LABELS[file.analysis.estimated ? 'estimate' : file.analysis.method]}
            </p>
          ) : null}
          {file.analysis ? <OcrConfidence analysis={file.analysis} /> : null}
        </FileHeading>
        <div className="flex shrink-0 flex-wrap gap-2 pl-13 sm:pl-0">
          {translated && translation?.translatedHtml && onViewTranslation ? (
            <Button
              variant="outline"
              size="sm"
              icon={<Eye aria-hidden="true" className="size-4" />}
              onClick={() => onViewTranslation(translation)}
              aria-label={`View translation of ${file.filename}`}
            >
              View Translation
            </Button>
          ) : null}
          {file.contentType.startsWith('image/') ? <ImagePreview orderId={order.orderId} file={file} /> : null}
          <Button
            variant="outline"
            size="sm"
            loading={download.isPending}
            icon={<Download aria-hidden="true" className="size-4" />}
            aria-label={`Download ${file.filename}`}
            onClick={() =>
              download.mutate(
                { orderId: order.orderId, fileKey: file.fileKey },
                { onSuccess: (link) => startDownload(link.downloadUrl) },
              )
            }
          >
            Download
          </Button>
        </div>
      </div>
      {inProgress ? (
        <div className="mt-3">
          <p className="mb-1 text-slate-600 text-xs" id={`translating-${file.fileKey}`}>
            Translating...
          </p>
          <div
            role="progressbar"
            aria-labelledby={`translating-${file.fileKey}`}
            className="h-1.5 overflow-hidden rounded-full bg-slate-100"
          >
            <div className="h-full w-1/3 animate-indeterminate rounded-full bg-brand-500 motion-reduce:w-full motion-reduce:animate-none motion-reduce:opacity-50" />
          </div>
        </div>
      ) : null}
      {retryLabel && translation ? (
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="font-medium text-slate-700 text-sm">{retryLabel}</p>
          {canRetry(translation, providerConfigured) ? (
            <Button
              variant="outline"
              size="sm"
              loading={retry.isPending}
              icon={<RotateCcw aria-hidden="true" className="size-4" />}
              aria-label={`Retry translation of ${file.filename}`}
              onClick={() => retry.mutate({ orderId: order.orderId, translationId: translation.id })}
            >
              Retry translation
            </Button>
          ) : null}
        </div>
      ) : null}
      {errors.map((error) => (
        <p key={error} className="mt-2 text-danger-700 text-sm">
          {error}
        </p>
      ))}
      {retry.isError ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(retry.error, 'Could not retry the translation')}
        </Alert>
      ) : null}
      {download.isError ? (
        <p className="mt-2 text-danger-700 text-sm">{errorMessage(download.error, 'Could not download the file')}</p>
      ) : null}
    </li>
  );
};

/** The customer's documents: one card each, plus "Download All" as a streamed ZIP. */
export const SourceDocuments = ({
  order,
  translations,
  providerConfigured,
  onViewTranslation,
}: {
  order: TAdminOrder;
  translations: TOrderFileTranslation[] | undefined;
  /** Whether the server has a machine-translation provider now (MT_PROVIDER). */
  providerConfigured: boolean;
  onViewTranslation?: (translation: TOrderFileTranslation) => void;
}) => {
  const zip = useCreateOrderZip();
  const files = order.sourceFiles;
  const untranslated =
    !providerConfigured &&
    (translations ?? []).some(
      (translation) =>
        translation.finished &&
        (translation.translationStatus === 'not_configured' || translation.translationStatus === 'failed'),
    );
  return (
    <Card
      id="source-documents-heading"
      title={`Source Documents (${files.length})`}
      action={
        files.length > 0 ? (
          <Button
            variant="outline"
            size="sm"
            loading={zip.isPending}
            icon={<FileArchive aria-hidden="true" className="size-4" />}
            onClick={() => zip.mutate(order.orderId, { onSuccess: (link) => startDownload(link.downloadUrl) })}
          >
            {zip.isPending ? 'Zipping...' : 'Download All'}
          </Button>
        ) : null
      }
    >
      {zip.isError ? (
        <Alert tone="error" className="mb-4">
          {ZIP_FAILED_MESSAGE}
        </Alert>
      ) : null}
      {untranslated ? (
        <Alert tone="info" className="mb-4">
          Machine translation is not set up on this server, so these documents have no machine draft. Set up a provider
          (MT_PROVIDER) to translate them.
        </Alert>
      ) : null}
      {files.length === 0 ? (
        <p className="text-slate-600 text-sm">No source documents found for this order.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {files.map((file) => (
            <SourceFileCard
              key={file.fileKey}
              order={order}
              file={file}
              translation={translations?.find((translation) => translation.fileKey === file.fileKey)}
              providerConfigured={providerConfigured}
              onViewTranslation={onViewTranslation}
            />
          ))}
        </ul>
      )}
    </Card>
  );
};
