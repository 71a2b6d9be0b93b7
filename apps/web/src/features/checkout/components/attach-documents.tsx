import type { TQuote } from '@sello/shared/quote-schemas';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import FileText from 'lucide-react/icons/file-text';
import Upload from 'lucide-react/icons/upload';
import X from 'lucide-react/icons/x';
import { useMemo, useState } from 'react';
import { useAttachQuoteFiles } from '@/api/attach-quote-files';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import {
  ACCEPTED_TYPES_LABEL,
  DEFAULT_UPLOAD_LIMITS,
  type TUploadEntry,
  type TUploadLimits,
  UPLOAD_ACCEPT,
  useFileUpload,
} from '@/lib/file-upload';
import { useMessages } from '@/lib/i18n/i18n';
import { sharedWordsCatalogue } from '@/lib/i18n/shared-words';
import { formatFileSize } from '@/lib/order-format';
import { usePublicConfig } from '@/lib/public-config';
import { checkoutCatalogue } from '../messages/catalogue';

const EntryStatus = ({ entry }: { entry: TUploadEntry }) => {
  const { m, t } = useMessages(checkoutCatalogue);
  const { units } = useMessages(sharedWordsCatalogue).m;
  const text = m.attachDocuments;
  switch (entry.phase) {
    case 'idle':
      return <span className="text-slate-500">{text.ready}</span>;
    case 'preparing':
      return <span className="text-slate-600">{text.preparing}</span>;
    case 'uploading':
      return (
        <span className="text-slate-700 tabular-nums">{t(text.uploadingProgress, { progress: entry.progress })}</span>
      );
    case 'analyzing':
      return <span className="text-slate-700">{text.analyzing}</span>;
    case 'done':
      return (
        <span className="inline-flex items-center gap-1.5 text-emerald-800">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          {entry.analysis
            ? `${t(units.pages, { count: entry.analysis.pages })} · ${t(units.words, { count: entry.analysis.wordCount })}`
            : text.uploaded}
        </span>
      );
    case 'error':
      return (
        <span className="inline-flex items-start gap-1.5 text-danger-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {entry.error}
        </span>
      );
  }
};

/**
 * For a quote priced from a manual estimate: upload the documents and attach them to the quote
 * (`PUT /api/quotes/:id/files`). The server analyses them and recomputes totals and prices; the
 * recomputed quote replaces the cached one, so the summary updates and the submit button unlocks.
 */
export const AttachDocuments = ({ quote, onAttached }: { quote: TQuote; onAttached: (count: number) => void }) => {
  const { m, t, locale } = useMessages(checkoutCatalogue);
  const errorText = useErrorMessage();
  const text = m.attachDocuments;
  const { data: config } = usePublicConfig();
  const maxUploadMb = config?.limits.maxUploadMb ?? DEFAULT_UPLOAD_LIMITS.maxUploadMb;
  const maxFiles = config?.limits.maxFiles ?? DEFAULT_UPLOAD_LIMITS.maxFiles;
  const limits = useMemo<TUploadLimits>(() => ({ maxUploadMb, maxFiles }), [maxUploadMb, maxFiles]);
  const upload = useFileUpload({ analyze: true, limits });
  const attach = useAttachQuoteFiles();
  const [error, setError] = useState<{ title: string; detail: string | null } | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const busy = upload.isRunning || attach.isPending;
  const estimate = quote.manualEstimate;

  const onFiles = (files: File[]) => {
    const result = upload.addFiles(files);
    setRefused([
      ...result.rejected.map(({ reason }) => reason),
      ...result.duplicates.map((file) => t(text.duplicate, { filename: file.name })),
    ]);
    if (result.added.length > 0) setError(null);
  };

  const onUpload = async () => {
    if (busy) return;
    if (upload.entries.length === 0) {
      setError({ title: text.selectFiles, detail: null });
      return;
    }
    setError(null);
    setRefused([]);
    let result: Awaited<ReturnType<typeof upload.start>>;
    try {
      result = await upload.start({ sourceLanguage: quote.sourceLanguage });
    } catch {
      setError({ title: text.failed, detail: null });
      return;
    }
    if (result.cancelled) return;
    if (!result.ok) {
      setError({ title: text.failed, detail: text.someFailed });
      return;
    }
    const fileKeys = result.entries.map((entry) => entry.fileKey).filter((key): key is string => key !== null);
    attach.mutate(
      { quoteId: quote.quoteId, fileKeys, replace: true },
      {
        onSuccess: () => onAttached(fileKeys.length),
        onError: (attachError) => setError({ title: text.failed, detail: errorText(attachError, text.retry) }),
      },
    );
  };

  return (
    <section
      aria-labelledby="attach-documents-heading"
      className="rounded-3xl border-2 border-brand-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <p className="font-semibold text-brand-700 text-xs uppercase tracking-wider">{text.stepOneOfTwo}</p>
      <h2 id="attach-documents-heading" className="mt-1 font-semibold text-slate-900 text-xl">
        {text.heading}
      </h2>
      <p className="mt-2 text-slate-600 text-sm leading-relaxed">
        {estimate ? t(text.introWithEstimate, { pages: estimate.pages }) : text.intro}
      </p>

      <FileDropzone
        className="mt-5"
        onFiles={onFiles}
        accept={UPLOAD_ACCEPT}
        disabled={busy}
        acceptLabel={ACCEPTED_TYPES_LABEL}
        maxFiles={maxFiles}
        maxFileSizeMb={maxUploadMb}
        inputLabel={text.inputLabel}
      />

      {refused.length > 0 ? (
        <Alert tone="warning" className="mt-4" title={text.refusedTitle}>
          <ul className="list-disc pl-5">
            {refused.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </Alert>
      ) : null}

      {upload.entries.length > 0 ? (
        <ul aria-label={text.listLabel} className="mt-5 flex flex-col gap-2">
          {upload.entries.map((entry) => (
            <li
              key={entry.id}
              className={`flex items-center gap-3 rounded-xl border p-3 ${
                entry.phase === 'error' ? 'border-danger-200 bg-danger-50/40' : 'border-slate-200 bg-white'
              }`}
            >
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
              >
                <FileText className="size-4" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900 text-sm" title={entry.file.name}>
                  {entry.file.name}
                  <span className="ml-2 font-normal text-slate-500 text-xs">
                    {formatFileSize(entry.file.size, locale)}
                  </span>
                </p>
                <p className="text-sm">
                  <EntryStatus entry={entry} />
                </p>
                {entry.phase === 'uploading' ? (
                  <div
                    role="progressbar"
                    aria-label={t(text.progressLabel, { filename: entry.file.name })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={entry.progress}
                    className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-100"
                  >
                    <div className="h-full rounded-full bg-brand-600" style={{ width: `${entry.progress}%` }} />
                  </div>
                ) : null}
              </div>
              {!busy && entry.phase !== 'done' ? (
                <button
                  type="button"
                  onClick={() => upload.removeFile(entry.id)}
                  aria-label={t(text.remove, { filename: entry.file.name })}
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {error ? (
        <Alert tone="error" className="mt-4" title={error.title}>
          {error.detail}
        </Alert>
      ) : null}

      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-500 text-xs" aria-live="polite">
          {attach.isPending ? (
            <span className="inline-flex items-center gap-2">
              <Spinner size="sm" /> {text.updatingQuote}
            </span>
          ) : upload.isRunning ? (
            text.uploadingDocuments
          ) : null}
        </p>
        <Button
          onClick={() => void onUpload()}
          loading={busy}
          icon={<Upload aria-hidden="true" className="size-4" />}
          className="w-full sm:w-auto"
        >
          {busy ? text.uploadingButton : text.upload}
        </Button>
      </div>
    </section>
  );
};
