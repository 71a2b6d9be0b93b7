import type { TQuote, TQuoteFile } from '@sello/shared/quote-schemas';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { type ChangeEvent, useId, useMemo, useRef, useState } from 'react';
import { useAttachQuoteFiles } from '@/api/attach-quote-files';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { DEFAULT_UPLOAD_LIMITS, type TUploadLimits, UPLOAD_ACCEPT, useFileUpload } from '@/lib/file-upload';
import { useMessages } from '@/lib/i18n/i18n';
import { usePublicConfig } from '@/lib/public-config';
import { quoteCatalogue } from '../messages/catalogue';

/**
 * "Replace file": the customer picks a sharper scan or photo; it is uploaded and analysed, then put in the old file's
 * place on the quote (`PUT /api/quotes/:id/files`), which the server recounts and reprices. The old file stays out
 * of any order and is deleted with the other unconverted uploads.
 */
export const ReplaceQuoteFile = ({ quote, file }: { quote: TQuote; file: TQuoteFile }) => {
  const { m, t } = useMessages(quoteCatalogue);
  const errorText = useErrorMessage();
  const text = m.replaceFile;
  const { data: config } = usePublicConfig();
  const maxUploadMb = config?.limits.maxUploadMb ?? DEFAULT_UPLOAD_LIMITS.maxUploadMb;
  const limits = useMemo<TUploadLimits>(() => ({ maxUploadMb, maxFiles: 1 }), [maxUploadMb]);
  const upload = useFileUpload({ analyze: true, limits });
  const attach = useAttachQuoteFiles();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const busy = upload.isRunning || attach.isPending;
  const phase = upload.entries[0]?.phase;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen || busy) return;
    setError(null);
    upload.clear();
    const added = upload.addFiles([chosen]);
    const refused = added.rejected[0];
    if (refused) {
      setError(refused.reason);
      return;
    }
    const result = await upload.start({ sourceLanguage: quote.sourceLanguage }).catch(() => null);
    if (!result || result.cancelled) return;
    const fileKey = result.entries[0]?.fileKey;
    if (!result.ok || !fileKey) {
      setError(result.entries[0]?.error ?? text.failed);
      return;
    }
    const fileKeys = quote.files.map((current) => (current.fileKey === file.fileKey ? fileKey : current.fileKey));
    attach.mutate(
      { quoteId: quote.quoteId, fileKeys, replace: true },
      { onError: (attachError) => setError(errorText(attachError, text.failed)) },
    );
  };

  const label =
    phase === 'uploading' ? text.uploading : phase === 'analyzing' || attach.isPending ? text.reading : null;

  return (
    <div className="mt-2">
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void onChange(event)}
      />
      <Button
        variant="outline"
        size="sm"
        loading={busy}
        icon={<RefreshCw aria-hidden="true" className="size-4" />}
        aria-label={label ? undefined : t(text.replaceNamed, { filename: file.filename })}
        aria-describedby={error ? errorId : undefined}
        onClick={() => input.current?.click()}
      >
        {label ?? text.replace}
      </Button>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-danger-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
};
