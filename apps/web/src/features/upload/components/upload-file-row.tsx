import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import FileText from 'lucide-react/icons/file-text';
import X from 'lucide-react/icons/x';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import type { TUploadEntry } from '@/lib/file-upload';
import { type TFormat, useMessages } from '@/lib/i18n/i18n';
import { sharedWordsCatalogue } from '@/lib/i18n/shared-words';
import { formatFileSize } from '@/lib/order-format';
import { uploadCatalogue } from '../messages/catalogue';

type TFileRowMessages = { thisFile: Parameters<TFormat>[0] };

/**
 * The server names the file in its messages ("a.pdf does not look like a PDF document…"); under the
 * file's own name that reads twice, so the name becomes "This file".
 */
export const fileErrorText = (filename: string, text: string, t: TFormat, messages: TFileRowMessages): string => {
  if (!text.startsWith(filename)) return text;
  const rest = text.slice(filename.length).replace(/^[:\s]+/, '');
  if (rest === '') return text;
  return text[filename.length] === ':' ? rest.charAt(0).toUpperCase() + rest.slice(1) : t(messages.thisFile, { rest });
};

/** What a file is doing, in words: Preparing → Uploading n% → Upload complete, analyzing → counts, or Error. */
export const UploadStatusLine = ({ entry }: { entry: TUploadEntry }) => {
  const { m, t } = useMessages(uploadCatalogue);
  const errorText = useErrorMessage();
  const units = useMessages(sharedWordsCatalogue).m.units;
  switch (entry.phase) {
    case 'idle':
      return <span className="text-slate-500">{m.fileRow.ready}</span>;
    case 'preparing':
      return (
        <span className="inline-flex items-center gap-2 text-slate-600">
          <Spinner size="sm" />
          {m.fileRow.preparing}
        </span>
      );
    case 'uploading':
      return (
        <span className="text-slate-700 tabular-nums">
          {t(m.fileRow.uploadingPercent, { percent: entry.progress })}
        </span>
      );
    case 'analyzing':
      return (
        <span className="inline-flex items-center gap-2 text-slate-700">
          <Spinner size="sm" />
          {m.fileRow.analyzing}
        </span>
      );
    case 'done':
      return entry.analysis ? (
        <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-emerald-800">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          <span>
            {t(units.pages, { count: entry.analysis.pages })} · {t(units.words, { count: entry.analysis.wordCount })}
          </span>
          {entry.analysis.estimated ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs">
              {m.fileRow.estimated}
            </span>
          ) : null}
        </span>
      ) : (
        <span className="inline-flex items-center gap-2 text-emerald-800">
          <CircleCheck aria-hidden="true" className="size-4" />
          {m.fileRow.uploaded}
        </span>
      );
    case 'error':
      return (
        <span className="inline-flex items-start gap-2 text-danger-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">{m.fileRow.error}</span>{' '}
            {fileErrorText(entry.file.name, errorText(entry.failure, m.fileRow.uploadFailed), t, m.fileRow)}
          </span>
        </span>
      );
  }
};

/** A real progress bar while a file uploads and is analysed; nothing once it is done. */
export const UploadProgressBar = ({ entry }: { entry: TUploadEntry }) => {
  const { m, t } = useMessages(uploadCatalogue);
  const active = entry.phase === 'uploading' || entry.phase === 'preparing' || entry.phase === 'analyzing';
  if (!active) return null;
  const barValue = entry.phase === 'analyzing' ? 100 : entry.progress;
  return (
    <div
      role="progressbar"
      aria-label={t(m.fileRow.progressLabel, { name: entry.file.name })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={barValue}
      aria-valuetext={entry.phase === 'analyzing' ? m.fileRow.analyzingValue : `${barValue}%`}
      className="h-1.5 w-full overflow-hidden rounded-full bg-slate-100"
    >
      <div
        className={`h-full rounded-full bg-brand-600 transition-[width] duration-200 motion-reduce:transition-none ${
          entry.phase === 'analyzing' ? 'animate-pulse' : ''
        }`}
        style={{ width: `${barValue}%` }}
      />
    </div>
  );
};

/** One chosen file: name, size, status, a real progress bar while uploading, and a remove button. */
export const UploadFileRow = ({
  entry,
  onRemove,
  removable,
}: {
  entry: TUploadEntry;
  onRemove: (id: string) => void;
  removable: boolean;
}) => {
  const { m, t, locale } = useMessages(uploadCatalogue);
  return (
    <li
      className={`flex gap-3 rounded-xl border bg-white p-3 sm:p-4 ${
        entry.phase === 'error' ? 'border-danger-200 bg-danger-50/40' : 'border-slate-200'
      }`}
    >
      <span
        aria-hidden="true"
        className={`hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex ${
          entry.phase === 'error' ? 'bg-danger-100 text-danger-700' : 'bg-brand-50 text-brand-700'
        }`}
      >
        <FileText className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <p className="min-w-0 truncate font-medium text-slate-900" title={entry.file.name}>
          {entry.file.name}
        </p>
        <div className="flex items-start justify-between gap-3 text-sm">
          <UploadStatusLine entry={entry} />
          <span className="shrink-0 text-slate-500 text-xs tabular-nums leading-5">
            {formatFileSize(entry.file.size, locale)}
          </span>
        </div>
        <UploadProgressBar entry={entry} />
      </div>
      {removable ? (
        <button
          type="button"
          onClick={() => onRemove(entry.id)}
          aria-label={t(m.fileRow.remove, { name: entry.file.name })}
          className="-my-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center self-start rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </li>
  );
};
