import ImageIcon from 'lucide-react/icons/image';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';

/** The state of the request for a preview link (a React Query mutation fits). */
export type TImagePreviewRequest = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { previewUrl: string } | undefined;
};

/**
 * "Preview" of a photo or scanned image: the server's upright JPEG of it (phones send HEIC, which most browsers cannot
 * show), in a dialog, by a short-lived signed link that `onOpen` asks for.
 */
export const ImagePreviewButton = ({
  filename,
  preview,
  onOpen,
}: {
  filename: string;
  preview: TImagePreviewRequest;
  onOpen: () => void;
}) => {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = () => {
    setFailed(false);
    setLoaded(false);
    setOpen(true);
    onOpen();
  };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        icon={<ImageIcon aria-hidden="true" className="size-4" />}
        aria-label={`Preview ${filename}`}
        onClick={show}
      >
        Preview
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={filename} widthClassName="max-w-3xl">
        {preview.isPending || (preview.data && !loaded && !failed) ? (
          <p role="status" className="flex items-center gap-2 text-slate-600 text-sm">
            <Spinner size="sm" /> Loading the preview…
          </p>
        ) : null}
        {preview.isError || failed ? (
          <Alert tone="error">
            {preview.isError
              ? errorMessage(preview.error, 'Could not load the preview')
              : 'This image cannot be shown.'}
          </Alert>
        ) : preview.data ? (
          <img
            src={preview.data.previewUrl}
            alt={`Preview of ${filename}`}
            onLoad={() => setLoaded(true)}
            onError={() => setFailed(true)}
            className={`mx-auto max-h-[70dvh] w-auto rounded-lg border border-slate-200 ${loaded ? '' : 'sr-only'}`}
          />
        ) : null}
      </Modal>
    </>
  );
};
