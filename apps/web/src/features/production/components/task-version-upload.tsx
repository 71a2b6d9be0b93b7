import { zodResolver } from '@hookform/resolvers/zod';
import { fileExtension } from '@sello/shared/file-types';
import { type TTask, ZUploadTaskVersionRequest } from '@sello/shared/task-schemas';
import Upload from 'lucide-react/icons/upload';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { type TUploadTarget, useFileUpload } from '@/lib/file-upload';
import { useUploadTaskVersion } from '../api/upload-task-version';

/** What a task version may be (the server checks the bytes too): a Word document or a PDF. */
const VERSION_EXTENSIONS = ['.docx', '.pdf'];
const VERSION_ACCEPT = [
  ...VERSION_EXTENSIONS,
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

const ZNoteForm = ZUploadTaskVersionRequest.pick({ noteToReviewer: true });
type TNoteForm = z.input<typeof ZNoteForm>;

/**
 * The translator's upload: one DOCX or PDF (presigned as a TRANSLATED file for the task — the server finds its order,
 * whose id a translator never gets — PUT with progress), then `POST …/versions` with the note to the reviewer; the
 * task goes to review.
 */
export const TaskVersionUpload = ({ task }: { task: Pick<TTask, 'id' | 'versions'> }) => {
  const target = useMemo<TUploadTarget>(() => ({ fileType: 'TRANSLATED', taskId: task.id }), [task.id]);
  const upload = useFileUpload({ analyze: false, target });
  const submit = useUploadTaskVersion();
  const [fileError, setFileError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TNoteForm>({ resolver: zodResolver(ZNoteForm), defaultValues: { noteToReviewer: '' } });
  const entry = upload.entries[0];
  const busy = upload.isRunning || submit.isPending;

  const choose = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    upload.clear();
    if (!VERSION_EXTENSIONS.includes(fileExtension(file.name))) {
      setFileError(`${file.name}: please upload the translation as a DOCX or PDF file.`);
      return;
    }
    const added = upload.addFiles([file]);
    setFileError(added.rejected[0]?.reason ?? null);
  };

  const onSubmit = handleSubmit(async ({ noteToReviewer = '' }) => {
    if (!entry) {
      setFileError('Choose the translated file (DOCX or PDF).');
      return;
    }
    const result = await upload.start();
    const uploaded = result.entries.find((candidate) => candidate.phase === 'done' && candidate.fileKey);
    if (!uploaded?.fileKey) return;
    submit.mutate(
      { taskId: task.id, fileKey: uploaded.fileKey, ...(noteToReviewer.trim() ? { noteToReviewer } : {}) },
      {
        onSuccess: () => {
          upload.clear();
          reset();
        },
      },
    );
  });

  return (
    <Card
      id="task-upload-heading"
      title={task.versions.length > 0 ? 'Upload a new version' : 'Upload your translation'}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FileDropzone
          onFiles={choose}
          accept={VERSION_ACCEPT}
          acceptLabel="DOCX, PDF"
          multiple={false}
          disabled={busy}
          title="Drag and drop the translated document here"
          inputLabel="Choose the translated document"
        />
        {entry ? (
          <div className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
            <div className="flex items-center justify-between gap-3">
              <span className="min-w-0 break-words text-slate-900">{entry.file.name}</span>
              <span className="shrink-0 text-slate-600 tabular-nums">{entry.progress}%</span>
            </div>
            {entry.phase === 'error' ? <p className="mt-1 text-danger-700 text-xs">{entry.error}</p> : null}
          </div>
        ) : null}
        {fileError ? <Alert tone="error">{fileError}</Alert> : null}
        <TextareaField
          label="Note to the reviewer"
          hint="Anything the reviewer should know: terms you chose, illegible stamps, how you rendered names."
          maxLength={2000}
          rows={3}
          optional
          error={errors.noteToReviewer?.message}
          {...register('noteToReviewer')}
        />
        {submit.isError ? (
          <Alert tone="error">{errorMessage(submit.error, 'Could not send the translation to review')}</Alert>
        ) : null}
        <div>
          <Button type="submit" loading={busy} icon={<Upload aria-hidden="true" className="size-4" />}>
            {busy ? 'Uploading...' : 'Send to review'}
          </Button>
        </div>
      </form>
    </Card>
  );
};
