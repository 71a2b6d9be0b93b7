import type { TTask } from '@sello/shared/task-schemas';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/order-format';
import { useTaskFileDownload } from '../api/get-task-file-download-url';
import { TaskDownloadButton, TaskDownloadError } from './task-download-button';

const REVIEW_LABELS = { approve: 'Approved', return: 'Returned' } as const;

/** Every uploaded translation, newest first, with the note to the reviewer and the reviewer's decision. */
export const TaskVersions = ({ task }: { task: Pick<TTask, 'id' | 'versions'> }) => {
  const download = useTaskFileDownload();
  const versions = [...task.versions].sort((a, b) => b.version - a.version);
  return (
    <Card id="task-versions-heading" title={`Versions (${versions.length})`}>
      {versions.length === 0 ? (
        <p className="text-slate-600 text-sm">No translation uploaded yet.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {versions.map((version) => (
            <li key={version.id} className="rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    Version {version.version}
                    {version.review ? (
                      <span
                        className={`ml-2 rounded-md px-2 py-0.5 font-semibold text-xs ring-1 ring-inset ${
                          version.review.decision === 'approve'
                            ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
                            : 'bg-amber-50 text-amber-900 ring-amber-300'
                        }`}
                      >
                        {REVIEW_LABELS[version.review.decision]}
                      </span>
                    ) : null}
                  </p>
                  <p className="break-words text-slate-600 text-xs">
                    {version.filename} · {version.uploadedBy} · {formatDateTime(version.uploadedAt)}
                  </p>
                </div>
                <TaskDownloadButton
                  download={download}
                  taskId={task.id}
                  fileKey={version.fileKey}
                  label={`Download version ${version.version}`}
                />
              </div>
              {version.noteToReviewer ? (
                <p className="mt-2 whitespace-pre-line break-words text-slate-800 text-sm">
                  <span className="font-medium">Note to the reviewer: </span>
                  {version.noteToReviewer}
                </p>
              ) : null}
              {version.review?.comments ? (
                <p className="mt-2 whitespace-pre-line break-words rounded-lg bg-slate-50 p-3 text-slate-800 text-sm">
                  <span className="font-medium">Reviewer ({formatDateTime(version.review.at)}): </span>
                  {version.review.comments}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <TaskDownloadError download={download} />
    </Card>
  );
};
