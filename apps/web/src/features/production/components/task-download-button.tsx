import Download from 'lucide-react/icons/download';
import { startDownload } from '@/api/get-file-download-url';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import type { useTaskFileDownload } from '../api/get-task-file-download-url';

type TTaskFileDownload = ReturnType<typeof useTaskFileDownload>;

/** "Download" of one of the task's files by a signed link; a card shares one `download` among its buttons. */
export const TaskDownloadButton = ({
  download,
  taskId,
  fileKey,
  label,
}: {
  download: TTaskFileDownload;
  taskId: string;
  fileKey: string;
  /** The button's accessible name, naming the file. */
  label: string;
}) => (
  <Button
    variant="outline"
    size="sm"
    icon={<Download aria-hidden="true" className="size-4" />}
    aria-label={label}
    loading={download.isPending && download.variables?.fileKey === fileKey}
    onClick={() => download.mutate({ taskId, fileKey }, { onSuccess: (link) => startDownload(link.downloadUrl) })}
  >
    Download
  </Button>
);

/** The card's download error, once for all its buttons. */
export const TaskDownloadError = ({ download }: { download: TTaskFileDownload }) =>
  download.isError ? (
    <Alert tone="error" className="mt-3">
      {errorMessage(download.error, 'Could not download the file')}
    </Alert>
  ) : null;
