import ImageIcon from 'lucide-react/icons/image';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { uiCatalogue } from './messages/catalogue';

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
  const { m, t } = useMessages(uiCatalogue);
  const text = m.imagePreview;
  const errorText = useErrorMessage();
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
        aria-label={t(text.previewLabel, { filename })}
        onClick={show}
      >
        {text.preview}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={filename} widthClassName="max-w-3xl">
        {preview.isPending || (preview.data && !loaded && !failed) ? (
          <p role="status" className="flex items-center gap-2 text-slate-600 text-sm">
            <Spinner size="sm" /> {text.loading}
          </p>
        ) : null}
        {preview.isError || failed ? (
          <Alert tone="error">{preview.isError ? errorText(preview.error, text.failed) : text.cannotShow}</Alert>
        ) : preview.data ? (
          <img
            src={preview.data.previewUrl}
            alt={t(text.alt, { filename })}
            onLoad={() => setLoaded(true)}
            onError={() => setFailed(true)}
            className={`mx-auto max-h-[70dvh] w-auto rounded-lg border border-slate-200 ${loaded ? '' : 'sr-only'}`}
          />
        ) : null}
      </Modal>
    </>
  );
};
