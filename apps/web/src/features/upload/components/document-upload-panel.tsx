import ArrowRight from 'lucide-react/icons/arrow-right';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Trash2 from 'lucide-react/icons/trash-2';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { paths } from '@/config/paths';
import { errorMessage, FALLBACK_MESSAGES } from '@/lib/api-client';
import {
  ACCEPTED_TYPES_LABEL,
  DEFAULT_UPLOAD_LIMITS,
  type TUploadLimits,
  UPLOAD_ACCEPT,
  useFileUpload,
} from '@/lib/file-upload';
import { formatCount } from '@/lib/order-format';
import { usePublicConfig } from '@/lib/public-config';
import { useCreateQuote } from '../api/create-quote';
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
      { onSuccess: (quote) => navigate(paths.quote(quote.quoteId)) },
    );
  };

  const summary = upload.isRunning
    ? `${finished} of ${formatCount(total, 'file')} ready`
    : createQuote.isPending
      ? 'All files are ready. Creating your quote…'
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
        inputLabel="Choose documents to translate"
      />
      <p className="-mt-2 text-slate-500 text-xs leading-relaxed">
        Photos and scanned pages are read by OCR to count their words and pages; our team confirms the counts of scans
        before work starts.
      </p>

      {notice && notice.rejected.length > 0 ? (
        <Alert
          tone="error"
          title={notice.rejected.length === 1 ? 'This file was not added' : 'These files were not added'}
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
            ? `${notice.duplicates[0]} is already in your list, so it was not added again.`
            : `${notice.duplicates.join(', ')} are already in your list, so they were not added again.`}
        </Alert>
      ) : null}

      {total > 0 ? (
        <section aria-labelledby="chosen-files-heading" className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-3">
            <h3 id="chosen-files-heading" className="font-semibold text-slate-900">
              Your files <span className="font-normal text-slate-500">({total})</span>
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
              Clear all
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
          title="Upload error"
          action={
            <Button
              variant="outline"
              size="sm"
              onClick={() => void submit()}
              icon={<RotateCcw aria-hidden="true" className="size-4" />}
            >
              Try again
            </Button>
          }
        >
          <p>
            {failed.length === total
              ? 'Your files could not be uploaded.'
              : `${failed.length} of ${formatCount(total, 'file')} could not be uploaded. The others are safely stored.`}{' '}
            Try again, or remove a file that keeps failing.
          </p>
          <p className="mt-2">
            <span className="font-medium">Not uploaded:</span> {failed.map((entry) => entry.file.name).join(', ')}
          </p>
        </Alert>
      ) : null}

      {createQuote.isError ? (
        <Alert
          tone="error"
          title="We couldn't create your quote"
          action={
            <Button
              variant="outline"
              size="sm"
              onClick={() => void submit()}
              icon={<RotateCcw aria-hidden="true" className="size-4" />}
            >
              Try again
            </Button>
          }
        >
          {errorMessage(createQuote.error, FALLBACK_MESSAGES.createQuote)}
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
        {upload.isRunning ? 'Uploading and analyzing…' : busy ? 'Creating your quote…' : 'Analyze files & get a quote'}
      </Button>
    </div>
  );
};
