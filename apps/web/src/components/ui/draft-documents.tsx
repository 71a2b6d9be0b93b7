import type { TOrderDraft } from '@sello/shared/draft-schemas';
import ExternalLink from 'lucide-react/icons/external-link';
import FileText from 'lucide-react/icons/file-text';
import { buttonClassName } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/i18n';
import { sharedWordsCatalogue } from '@/lib/i18n/shared-words';
import { uiCatalogue } from './messages/catalogue';

/** A draft round's documents, each with its page count and a link to its stamped PDF once it is made. */
export const DraftDocumentList = ({ draft }: { draft: Pick<TOrderDraft, 'documents'> }) => {
  const { m, t } = useMessages(uiCatalogue);
  const { units } = useMessages(sharedWordsCatalogue).m;
  return (
    <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200">
      {draft.documents.map((document) => (
        <li key={document.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-start gap-3">
            <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <div className="min-w-0">
              <p className="break-all font-medium text-slate-900">{document.name}</p>
              <p className="text-slate-600 text-sm">{t(units.pages, { count: document.pageCount })}</p>
            </div>
          </div>
          {document.downloadUrl ? (
            <a
              href={document.downloadUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(m.draftDocuments.openLabel, { name: document.name })}
              className={buttonClassName({ variant: 'outline', size: 'sm', className: 'self-start sm:self-auto' })}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {m.draftDocuments.open}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
};

/** What the customer asked in a round: document, page and comment. */
export const DraftCorrectionList = ({ draft }: { draft: Pick<TOrderDraft, 'documents' | 'corrections'> }) => {
  const { m, t } = useMessages(uiCatalogue);
  const names = new Map(draft.documents.map((document) => [document.id, document.name]));
  return (
    <ul className="flex flex-col gap-2">
      {draft.corrections.map((correction, index) => (
        <li
          // A round's corrections never change once sent: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className="rounded-xl border border-slate-200 bg-white p-3 text-sm"
        >
          <p className="break-words font-medium text-slate-900">
            {t(m.draftDocuments.page, {
              name: names.get(correction.documentId) ?? m.draftDocuments.document,
              page: correction.page,
            })}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-700">{correction.comment}</p>
        </li>
      ))}
    </ul>
  );
};
