import type { TVerifiedDocumentStatus } from '@sello/shared/certified-document-schemas';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { useCheckVerifiedDocument } from '../api/check-verified-document';
import { verifyDocumentCatalogue } from '../messages/catalogue';
import { sha256OfFile } from './sha256-of-file';

type TChecked = { filename: string; sha256: string };

/**
 * "Check the PDF you received": the browser hashes the file (WebCrypto) and sends only the SHA-256 to
 * `POST /api/verify/:code/check`, which says whether it is the document issued.
 */
export const CheckReceivedPdf = ({ code }: { code: string }) => {
  const { m, t } = useMessages(verifyDocumentCatalogue);
  const CHECK_TEXT = m.check;
  const errorText = useErrorMessage();
  const check = useCheckVerifiedDocument();
  const [hashing, setHashing] = useState<string | null>(null);
  const [checked, setChecked] = useState<TChecked | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  // Only the last file chosen answers: an earlier one still being hashed is dropped.
  const latest = useRef(0);

  const onFiles = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const attempt = ++latest.current;
    setHashing(file.name);
    setUnreadable(false);
    setChecked(null);
    check.reset();
    let sha256: string;
    try {
      sha256 = await sha256OfFile(file);
    } catch {
      if (attempt === latest.current) {
        setHashing(null);
        setUnreadable(true);
      }
      return;
    }
    if (attempt !== latest.current) return;
    setHashing(null);
    setChecked({ filename: file.name, sha256 });
    check.mutate({ code, sha256 });
  };

  const busy = hashing !== null || check.isPending;
  return (
    <section aria-labelledby="check-pdf-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="check-pdf-heading" className="font-semibold text-base text-slate-900">
        {CHECK_TEXT.heading}
      </h2>
      <p className="mt-1 text-slate-700 text-sm">{CHECK_TEXT.lead}</p>
      <p className="mt-2 flex items-start gap-2 text-slate-600 text-sm">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
        {CHECK_TEXT.private}
      </p>
      <FileDropzone
        className="mt-4"
        onFiles={(files) => void onFiles(files)}
        multiple={false}
        accept="application/pdf,.pdf"
        acceptLabel="PDF"
        title={CHECK_TEXT.dropTitle}
        browseLabel={CHECK_TEXT.browse}
        inputLabel={CHECK_TEXT.input}
      />
      <div aria-live="polite" className="mt-4 empty:hidden">
        {busy ? (
          <p className="flex items-center gap-2 text-slate-700 text-sm">
            <Spinner size="sm" /> {t(CHECK_TEXT.checking, { filename: hashing ?? checked?.filename ?? '' })}
          </p>
        ) : unreadable ? (
          <Alert tone="error" live={false}>
            {CHECK_TEXT.unreadable}
          </Alert>
        ) : check.isError ? (
          <Alert tone="error" live={false}>
            {errorText(check.error, CHECK_TEXT.failed)}
          </Alert>
        ) : check.isSuccess && checked ? (
          <CheckOutcome checked={checked} match={check.data.match} status={check.data.status} />
        ) : null}
      </div>
    </section>
  );
};

const CheckOutcome = ({
  checked,
  match,
  status,
}: {
  checked: TChecked;
  match: boolean;
  status: TVerifiedDocumentStatus;
}) => {
  const CHECK_TEXT = useMessages(verifyDocumentCatalogue).m.check;
  return (
    <Alert
      tone={match ? (status === 'valid' ? 'success' : 'warning') : 'error'}
      live={false}
      title={match ? CHECK_TEXT.match : CHECK_TEXT.mismatch}
    >
      <p className="break-words">
        <span className="font-medium">{checked.filename}</span>:{' '}
        {match
          ? status === 'valid'
            ? CHECK_TEXT.matchCurrent
            : CHECK_TEXT.matchSuperseded
          : CHECK_TEXT.mismatchDetail}
      </p>
      <p className="mt-2 text-xs">
        {CHECK_TEXT.yourFingerprint}: <code className="break-all font-mono">{checked.sha256}</code>
      </p>
    </Alert>
  );
};
