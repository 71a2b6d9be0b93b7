import type { TTask, TTaskDocument } from '@sello/shared/task-schemas';
import Eye from 'lucide-react/icons/eye';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FileHeading } from '@/components/ui/file-heading';
import { ImagePreviewButton } from '@/components/ui/image-preview-button';
import { formatCount } from '@/lib/order-format';
import { useTaskFileDownload } from '../api/get-task-file-download-url';
import { useTaskFilePreview } from '../api/get-task-file-preview-url';
import { TaskDownloadButton, TaskDownloadError } from './task-download-button';

/** A photo or scan shown as the server's upright JPEG, by a link the server signs for the task's staff. */
const PreviewButton = ({ taskId, document }: { taskId: string; document: TTaskDocument }) => {
  const preview = useTaskFilePreview();
  return (
    <ImagePreviewButton
      filename={document.filename}
      preview={preview}
      onOpen={() => preview.mutate({ taskId, fileKey: document.fileKey })}
    />
  );
};

/**
 * The task's source documents: preview (photos and scans) and download, through links the server signs only for the
 * task's translator and reviewer (and the back office); the machine draft of each, where one exists.
 */
export const TaskDocuments = ({
  task,
  onViewDraft,
}: {
  task: Pick<TTask, 'id' | 'documents' | 'machineDrafts'>;
  onViewDraft: (draft: TTask['machineDrafts'][number]) => void;
}) => {
  const download = useTaskFileDownload();
  return (
    <Card id="task-documents-heading" title={`Source documents (${task.documents.length})`}>
      <ul className="flex flex-col gap-3">
        {task.documents.map((document) => {
          const draft = task.machineDrafts.find((candidate) => candidate.fileKey === document.fileKey);
          return (
            <li
              key={document.fileKey}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <FileHeading
                filename={document.filename}
                facts={[
                  document.pages !== null ? formatCount(document.pages, 'page') : null,
                  document.wordCount !== null ? formatCount(document.wordCount, 'word') : null,
                  draft ? 'machine draft available' : null,
                ]}
              />
              <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">
                {document.previewable ? <PreviewButton taskId={task.id} document={document} /> : null}
                <TaskDownloadButton
                  download={download}
                  taskId={task.id}
                  fileKey={document.fileKey}
                  label={`Download ${document.filename}`}
                />
                {draft ? (
                  <Button
                    variant="outline"
                    size="sm"
                    icon={<Eye aria-hidden="true" className="size-4" />}
                    aria-label={`Machine draft of ${document.filename}`}
                    onClick={() => onViewDraft(draft)}
                  >
                    Machine draft
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {task.machineDrafts.length > 0 ? (
        <p className="mt-3 text-slate-600 text-xs">
          The machine draft is a starting point from the automatic translation: check every line against the source.
        </p>
      ) : null}
      <TaskDownloadError download={download} />
    </Card>
  );
};
