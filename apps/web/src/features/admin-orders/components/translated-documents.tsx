import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { isDelivered } from '@sello/shared/order-lifecycle';
import Download from 'lucide-react/icons/download';
import FileCheck from 'lucide-react/icons/file-check';
import Send from 'lucide-react/icons/send';
import Trash2 from 'lucide-react/icons/trash-2';
import X from 'lucide-react/icons/x';
import { useMemo, useState } from 'react';
import { startDownload, useFileDownload } from '@/api/get-file-download-url';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { TRANSLATED_ACCEPT, TRANSLATED_TYPES_LABEL, type TUploadTarget, useFileUpload } from '@/lib/file-upload';
import { useAttachTranslatedFiles } from '../api/attach-translated-files';
import { useRemoveTranslatedFile } from '../api/remove-translated-file';
import { TRANSLATED_DOCUMENTS_ID } from './next-step-card';
import { formatBytes } from './order-status';

/**
 * The translations delivered with the order. Before completion: an upload zone (presign as TRANSLATED for this
 * order → PUT with progress → attach), and each attached file can be removed. Once completed: the delivered
 * files, downloadable.
 */
export const TranslatedDocuments = ({ order, onComplete }: { order: TAdminOrder; onComplete: () => void }) => {
  const completed = isDelivered(order.status);
  const target = useMemo<TUploadTarget>(() => ({ fileType: 'TRANSLATED', orderId: order.orderId }), [order.orderId]);
  const upload = useFileUpload({ analyze: false, target });
  const attach = useAttachTranslatedFiles();
  const remove = useRemoveTranslatedFile();
  const download = useFileDownload();
  const [rejected, setRejected] = useState<string[]>([]);
  const busy = upload.isRunning || attach.isPending;

  const onFiles = async (files: File[]) => {
    const added = upload.addFiles(files);
    setRejected(added.rejected.map((item) => item.reason));
    if (added.added.length === 0 || upload.isRunning) return;
    const result = await upload.start();
    const done = result.entries.filter((entry) => entry.phase === 'done' && entry.fileKey);
    if (done.length === 0) return;
    attach.mutate(
      { orderId: order.orderId, files: done.map((entry) => entry.fileKey as string) },
      {
        onSuccess: () => {
          for (const entry of done) upload.removeFile(entry.id);
        },
      },
    );
  };

  const files = order.translatedFiles;
  // A generated certified translation is replaced by regenerating it (the Certified translations card), not removed.
  const certifiedKeys = new Set(order.certified?.documents.map((document) => document.fileKey));
  return (
    <Card
      id={TRANSLATED_DOCUMENTS_ID}
      title={`${completed ? 'Delivered Documents' : 'Translated Documents'} (${files.length})`}
    >
      {files.length > 0 ? (
        <ul className="mb-4 flex flex-col gap-2">
          {files.map((file) => (
            <li
              key={file.fileKey}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700"
                >
                  <FileCheck className="size-5" />
                </span>
                <div className="min-w-0">
                  <p className="break-words font-medium text-slate-900 text-sm">{file.filename}</p>
                  <p className="text-slate-600 text-xs">{formatBytes(file.size)}</p>
                </div>
                {completed ? (
                  <span className="rounded-md bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800 text-xs ring-1 ring-emerald-200 ring-inset">
                    Delivered
                  </span>
                ) : null}
              </div>
              <div className="flex shrink-0 gap-2 pl-12 sm:pl-0">
                <Button
                  variant="outline"
                  size="sm"
                  icon={<Download aria-hidden="true" className="size-4" />}
                  aria-label={`Download ${file.filename}`}
                  loading={download.isPending && download.variables?.fileKey === file.fileKey}
                  onClick={() =>
                    download.mutate(
                      { orderId: order.orderId, fileKey: file.fileKey },
                      { onSuccess: (link) => startDownload(link.downloadUrl) },
                    )
                  }
                >
                  Download
                </Button>
                {completed ? null : certifiedKeys.has(file.fileKey) ? (
                  <span className="self-center text-slate-600 text-xs">Generated · regenerate to replace</span>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<Trash2 aria-hidden="true" className="size-4" />}
                    aria-label={`Remove ${file.filename}`}
                    loading={remove.isPending && remove.variables?.fileKey === file.fileKey}
                    disabled={busy}
                    onClick={() => remove.mutate({ orderId: order.orderId, fileKey: file.fileKey })}
                  >
                    Remove
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : completed ? (
        <p className="text-slate-600 text-sm">No translated documents were delivered for this order.</p>
      ) : null}

      {completed ? null : (
        <>
          <FileDropzone
            onFiles={(chosen) => void onFiles(chosen)}
            accept={TRANSLATED_ACCEPT}
            acceptLabel={TRANSLATED_TYPES_LABEL}
            disabled={busy}
            title="Drag and drop translated documents here"
            inputLabel="Choose translated documents"
          />
          {busy ? (
            <p className="mt-3 flex items-center gap-2 text-slate-700 text-sm" role="status">
              <Spinner size="sm" /> Processing files...
            </p>
          ) : null}
          {upload.entries.length > 0 ? (
            <ul className="mt-3 flex flex-col gap-2" aria-label="Uploads">
              {upload.entries.map((entry) => (
                <li key={entry.id} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
                  <div className="flex items-center justify-between gap-3">
                    <span className="min-w-0 truncate text-slate-900">{entry.file.name}</span>
                    {entry.phase === 'error' ? (
                      <button
                        type="button"
                        disabled={upload.isRunning}
                        onClick={() => upload.removeFile(entry.id)}
                        aria-label={`Remove ${entry.file.name} from the list`}
                        className="inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
                      >
                        <X aria-hidden="true" className="size-4" />
                      </button>
                    ) : (
                      <span className="shrink-0 text-slate-600 tabular-nums">{entry.progress}%</span>
                    )}
                  </div>
                  {entry.phase === 'error' ? (
                    <p className="mt-1 text-danger-700 text-xs">{entry.error}</p>
                  ) : (
                    <div
                      role="progressbar"
                      aria-label={`Uploading ${entry.file.name}`}
                      aria-valuenow={entry.progress}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-100"
                    >
                      <div className="h-full rounded-full bg-brand-500" style={{ width: `${entry.progress}%` }} />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          {rejected.length > 0 ? (
            <Alert tone="error" className="mt-3">
              {rejected.map((reason) => (
                <p key={reason}>{reason}</p>
              ))}
            </Alert>
          ) : null}
          {attach.isError ? (
            <Alert tone="error" className="mt-3">
              {errorMessage(attach.error, 'Could not attach the translated files')}
            </Alert>
          ) : null}
          {remove.isError ? (
            <Alert tone="error" className="mt-3">
              {errorMessage(remove.error, 'Could not remove the file')}
            </Alert>
          ) : null}
        </>
      )}
      {download.isError ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(download.error, 'Could not download the file')}
        </Alert>
      ) : null}
      {!completed && files.length > 0 ? (
        <div className="mt-4 flex flex-col gap-3 border-slate-200 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-700 text-sm">
            When these are final, deliver them: the client is emailed a download link.
          </p>
          <Button
            className="shrink-0"
            icon={<Send aria-hidden="true" className="size-4" />}
            disabled={busy}
            onClick={onComplete}
          >
            Complete Order &amp; Send to Client
          </Button>
        </div>
      ) : null}
    </Card>
  );
};
