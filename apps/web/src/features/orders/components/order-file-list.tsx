import { isDelivered } from '@sello/shared/order-lifecycle';
import type { TOrder, TOrderFile } from '@sello/shared/order-schemas';
import CircleCheck from 'lucide-react/icons/circle-check';
import Download from 'lucide-react/icons/download';
import FileCheck from 'lucide-react/icons/file-check';
import FileText from 'lucide-react/icons/file-text';
import Hourglass from 'lucide-react/icons/hourglass';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Trash2 from 'lucide-react/icons/trash-2';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { localizedPath, paths } from '@/config/paths';
import { type TFormat, useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import { sharedWordsCatalogue } from '@/lib/i18n/shared-words';
import { formatFileSize, formatLongDate } from '@/lib/order-format';
import { ordersCatalogue } from '../messages/catalogue';

const useFileFacts = () => {
  const { m, locale } = useMessages(sharedWordsCatalogue);
  return (file: TOrderFile, t: TFormat): string =>
    [
      formatFileSize(file.size, locale),
      file.pages !== null ? t(m.units.pages, { count: file.pages }) : null,
      file.wordCount !== null ? t(m.units.words, { count: file.wordCount }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
};

/** A generated certified translation: its code, and where whoever receives it checks it (the completion email's words). */
const VerificationLine = ({ code }: { code: string }) => {
  const { m, locale } = useMessages(ordersCatalogue);
  return (
    <div className="mt-1.5 flex flex-col gap-0.5 text-xs">
      <p className="flex items-center gap-1.5 text-slate-700">
        <ShieldCheck aria-hidden="true" className="size-3.5 shrink-0 text-emerald-700" />
        <span>
          <T
            message={m.files.certified}
            values={{ code }}
            components={{ 0: <span className="font-mono text-slate-900" /> }}
          />
        </span>
      </p>
      <Link
        to={localizedPath(locale, paths.verifyDocument(code))}
        className="self-start font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {m.files.howToCheck}
      </Link>
    </div>
  );
};

/**
 * The files of an order. A translated file gets a Download link when the server gives it one (its `downloadUrl`:
 * a 302 to a short-lived signed URL, once the order is COMPLETED or DELIVERED); a translation not ready yet shows
 * 'Processing…'. The customer's own documents show 'Received' (they are not processed at every stage). Files the
 * retention job deleted show 'Deleted on {date}' instead of a link.
 */
export const OrderFileList = ({
  order,
  files,
  showKind = false,
}: {
  order: Pick<TOrder, 'status'>;
  files: ReadonlyArray<TOrderFile>;
  /** Tag each file as "Your document" or "Translation" (when both kinds are listed together). */
  showKind?: boolean;
}) => {
  const { m, t, locale } = useMessages(ordersCatalogue);
  const fileFacts = useFileFacts();
  const ready = isDelivered(order.status);
  return (
    <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {files.map((file) => {
        const translated = file.fileType === 'TRANSLATED';
        const Icon = translated ? FileCheck : FileText;
        return (
          <li
            key={file.fileKey}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
          >
            <div className="flex min-w-0 items-start gap-3">
              <span
                aria-hidden="true"
                className={`inline-flex size-10 shrink-0 items-center justify-center rounded-xl ${
                  translated ? 'bg-emerald-50 text-emerald-700' : 'bg-brand-50 text-brand-700'
                }`}
              >
                <Icon className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-900">{file.filename}</p>
                <p className="text-slate-500 text-xs">
                  {showKind ? <span>{translated ? m.files.translation : m.files.yourDocument} · </span> : null}
                  {fileFacts(file, t)}
                </p>
                {file.verificationCode ? <VerificationLine code={file.verificationCode} /> : null}
              </div>
            </div>
            <div className="shrink-0 pl-13 sm:pl-0">
              {file.deletedAt ? (
                <span className="inline-flex items-center gap-1.5 text-slate-500 text-sm">
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t(m.files.deletedOn, { date: formatLongDate(file.deletedAt, locale) })}
                </span>
              ) : file.downloadUrl ? (
                <a
                  href={file.downloadUrl}
                  className={buttonClassName({ variant: 'outline', size: 'sm' })}
                  aria-label={t(m.files.downloadFile, { filename: file.filename })}
                >
                  <Download aria-hidden="true" className="size-4" />
                  {m.files.download}
                </a>
              ) : !translated ? (
                <span className="inline-flex items-center gap-1.5 text-slate-500 text-sm">
                  <CircleCheck aria-hidden="true" className="size-4 text-emerald-700" />
                  {m.files.received}
                </span>
              ) : !ready && order.status !== 'CANCELLED' ? (
                <span className="inline-flex items-center gap-1.5 text-slate-500 text-sm">
                  <Hourglass aria-hidden="true" className="size-4 text-amber-600" />
                  {m.files.processing}
                </span>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
};
