import ArrowRight from 'lucide-react/icons/arrow-right';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Trash2 from 'lucide-react/icons/trash-2';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { localizedPath, paths } from '@/config/paths';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import {
  ACCEPTED_TYPES_LABEL,
  DEFAULT_UPLOAD_LIMITS,
  type TUploadLimits,
  UPLOAD_ACCEPT,
  useFileUpload,
} from '@/lib/file-upload';
import { useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import { usePublicConfig } from '@/lib/public-config';
import { useCreateQuote } from '../api/create-quote';
import { uploadCatalogue } from '../messages/catalogue';
import type { TLanguagePair } from './language-pair-fields';
import { UploadFileRow } from './upload-file-row';

type TSelectionNotice = { duplicates: string[]; rejected: string[] };

/**
 * Option 1: choose documents, then upload (3 at a time, real progress), analyse each, and create the
 * quote once every file is counted or estimated. A failure leaves the others done; Try again sends
 * only what failed.
 */
export const DocumentUploadPanel = ({
  pair,
  onBusyChange,
}: {
  pair: TLanguagePair;
  onBusyChange?: (busy: boolean) => void;
}) => {
  const { m, t, locale } = useMessages(uploadCatalogue);
  const errorText = useErrorMessage();
  const { data: config } = usePublicConfig();
  const maxUploadMb = config?.limits.maxUploadMb ?? DEFAULT_UPLOAD_LIMITS.maxUploadMb;
  const maxFiles = config?.limits.maxFiles ?? DEFAULT_UPLOAD_LIMITS.maxFiles;
  const limits = useMemo<TUploadLimits>(() => ({ maxUploadMb, maxFiles }), [maxUploadMb, maxFiles]);
  const upload = useFileUpload({ analyze: true, concurrency: 3, limits });
  const createQuote = useCreateQuote();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<TSelectionNotice | null>(null);

  const busy = upload.isRunning || createQuote.isPending || createQuote.isSuccess;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const total = upload.entries.length;
  const finished = upload.entries.filter((entry) => entry.phase === 'done').length;
  const failed = upload.isRunning ? [] : upload.failed;

  const onFiles = (files: File[]) => {
    const result = upload.addFiles(files);
    setNotice(
      result.duplicates.length > 0 || result.rejected.length > 0
        ? {
            duplicates: result.duplicates.map((file) => file.name),
            rejected: result.rejected.map(({ reason }) => reason),
          }
        : null,
    );
  };

  const submit = async () => {
    if (busy || total === 0) return;
    setNotice(null);
    createQuote.reset();
    const result = await upload.start({ sourceLanguage: pair.sourceLanguage });
    if (!result.ok) return;
    createQuote.mutate(
      { ...pair, fileKeys: result.entries.map((entry) => entry.fileKey as string) },
      { onSuccess: (quote) => navigate(localizedPath(locale, paths.quote(quote.quoteId))) },
    );
  };

  const summary = upload.isRunning
    ? t(m.documentsPanel.progress, { finished, total })
    : createQuote.isPending
      ? m.documentsPanel.creatingQuoteStatus
      : '';

  return (
    <div className="flex flex-col gap-5">
      <FileDropzone
        onFiles={onFiles}
        accept={UPLOAD_ACCEPT}
        multiple
        disabled={busy}
        maxFiles={maxFiles}
        maxFileSizeMb={maxUploadMb}
        acceptLabel={ACCEPTED_TYPES_LABEL}
        inputLabel={m.documentsPanel.inputLabel}
      />
      <p className="-mt-2 text-slate-500 text-xs leading-relaxed">{m.documentsPanel.ocrNote}</p>

      {notice && notice.rejected.length > 0 ? (
        <Alert
          tone="error"
          title={notice.rejected.length === 1 ? m.documentsPanel.notAddedOne : m.documentsPanel.notAddedMany}
        >
          <ul className="flex flex-col gap-1">
            {notice.rejected.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {notice && notice.duplicates.length > 0 ? (
        <Alert tone="info">
          {notice.duplicates.length === 1
            ? t(m.documentsPanel.duplicateOne, { name: notice.duplicates[0] })
            : t(m.documentsPanel.duplicateMany, { names: notice.duplicates.join(', ') })}
        </Alert>
      ) : null}

      {total > 0 ? (
        <section aria-labelledby="chosen-files-heading" className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-3">
            <h3 id="chosen-files-heading" className="font-semibold text-slate-900">
              <T
                message={m.documentsPanel.yourFiles}
                values={{ count: total }}
                components={{ 0: <span className="font-normal text-slate-500" /> }}
              />
            </h3>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                upload.clear();
                setNotice(null);
                createQuote.reset();
              }}
              disabled={busy}
              icon={<Trash2 aria-hidden="true" className="size-4" />}
            >
              {m.documentsPanel.clearAll}
            </Button>
          </div>
          <ul className="flex flex-col gap-2">
            {upload.entries.map((entry) => (
              <UploadFileRow key={entry.id} entry={entry} onRemove={upload.removeFile} removable={!busy} />
            ))}
          </ul>
        </section>
      ) : null}

      <p className="sr-only" aria-live="polite">
        {summary}
      </p>

      {failed.length > 0 ? (
        <Alert
          tone="error"
          title={m.documentsPanel.uploadErrorTitle}
          action={
            <Button
              variant="outline"
              size="sm"
              onClick={() => void submit()}
              icon={<RotateCcw aria-hidden="true" className="size-4" />}
            >
              {m.documentsPanel.tryAgain}
            </Button>
          }
        >
          <p>
            {failed.length === total
              ? m.documentsPanel.allFailed
              : t(m.documentsPanel.someFailed, { failed: failed.length, total })}
          </p>
          <p className="mt-2">
            <span className="font-medium">{m.documentsPanel.notUploaded}</span>{' '}
            {failed.map((entry) => entry.file.name).join(', ')}
          </p>
        </Alert>
      ) : null}

      {createQuote.isError ? (
        <Alert
          tone="error"
          title={m.documentsPanel.quoteErrorTitle}
          action={
            <Button
              variant="outline"
              size="sm"
              onClick={() => void submit()}
              icon={<RotateCcw aria-hidden="true" className="size-4" />}
            >
              {m.documentsPanel.tryAgain}
            </Button>
          }
        >
          {errorText(createQuote.error, m.documentsPanel.quoteErrorFallback)}
        </Alert>
      ) : null}

      <Button
        size="lg"
        fullWidth
        onClick={() => void submit()}
        disabled={total === 0 || busy}
        loading={busy}
        icon={busy ? undefined : <ArrowRight aria-hidden="true" className="order-last size-4" />}
      >
        {upload.isRunning
          ? m.documentsPanel.uploading
          : busy
            ? m.documentsPanel.creatingQuote
            : m.documentsPanel.submit}
      </Button>
    </div>
  );
};
