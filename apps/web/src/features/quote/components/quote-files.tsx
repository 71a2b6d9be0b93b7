import { LOCALE_TAGS, type TLocale } from '@sello/shared/i18n/locales';
import type { TQuote, TQuoteFile } from '@sello/shared/quote-schemas';
import ChevronDown from 'lucide-react/icons/chevron-down';
import FileText from 'lucide-react/icons/file-text';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useId, useState } from 'react';
import { type TFormat, useMessages } from '@/lib/i18n/i18n';
import { sharedWordsCatalogue } from '@/lib/i18n/shared-words';
import { quoteCatalogue } from '../messages/catalogue';
import { ReplaceQuoteFile } from './replace-quote-file';

type TFileMessages = NonNullable<(typeof quoteCatalogue)['loaded']['en']>['quoteFiles'];

const PerPageBreakdown = ({ file }: { file: TQuoteFile & { perPage: number[] } }) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { m, t, locale } = useMessages(quoteCatalogue);
  const numbers = new Intl.NumberFormat(LOCALE_TAGS[locale]);
  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 rounded font-medium text-brand-700 text-sm hover:text-brand-800"
      >
        {open ? m.quoteFiles.hideWordsPerPage : m.quoteFiles.showWordsPerPage}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ol
        id={id}
        hidden={!open}
        aria-label={t(m.quoteFiles.wordsPerPageIn, { filename: file.filename })}
        className="mt-2 grid grid-cols-2 gap-1.5 sm:grid-cols-4"
      >
        {file.perPage.map((words, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: pages are positional and never reordered
          <li key={index} className="flex justify-between gap-2 rounded-lg bg-slate-50 px-2.5 py-1.5 text-xs">
            <span className="text-slate-500">{t(m.quoteFiles.page, { number: index + 1 })}</span>
            <span className="font-medium text-slate-800 tabular-nums">{numbers.format(words)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
};

/** "Page 2 of birth-certificate.heic may be hard to read: a sharper photo avoids delays." (pages listed by Intl). */
export const legibilityMessage = (file: TQuoteFile, text: TFileMessages, t: TFormat, locale: TLocale): string => {
  const kind = file.contentType.startsWith('image/') ? 'photo' : 'scan';
  if (file.pages === 1) return t(text.hardToReadFile[kind], { filename: file.filename });
  const pages = new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' }).format(
    file.hardToReadPages.map(String),
  );
  return t(text.hardToReadPages[kind], { count: file.hardToReadPages.length, pages, filename: file.filename });
};

const LegibilityNotice = ({ file, quote }: { file: TQuoteFile; quote: TQuote | undefined }) => {
  const { m, t, locale } = useMessages(quoteCatalogue);
  return (
    <div className="mt-2 flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-950 text-sm">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <div className="min-w-0">
        <p data-testid="legibility-warning">{legibilityMessage(file, m.quoteFiles, t, locale)}</p>
        {quote ? <ReplaceQuoteFile quote={quote} file={file} /> : null}
      </div>
    </div>
  );
};

/**
 * The analysed files: name, pages, words, how they were counted, estimated ones flagged, per-page words on demand,
 * pages OCR could hardly read flagged with a way to replace the file (when `quote` is given and still open).
 */
export const QuoteFiles = ({ files, quote }: { files: TQuoteFile[]; quote?: TQuote }) => {
  const { m, t, locale } = useMessages(quoteCatalogue);
  const { units } = useMessages(sharedWordsCatalogue).m;
  const methods = m.quoteFiles.methods;
  return (
    <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200">
      {files.map((file) => (
        <li key={file.fileKey} className="flex gap-3 p-4">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
          >
            <FileText className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <p className="min-w-0 break-words font-medium text-slate-900">{file.filename}</p>
              <p className="shrink-0 text-slate-700 text-sm tabular-nums">
                <span data-testid="file-pages">{t(units.pages, { count: file.pages })}</span>
                <span aria-hidden="true" className="mx-1.5 text-slate-300">
                  ·
                </span>
                <span data-testid="file-words">{t(units.words, { count: file.wordCount })}</span>
              </p>
            </div>
            <p className="mt-1.5">
              {file.estimated || file.method === 'layout' ? (
                <span className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 font-medium text-amber-900 text-xs">
                  {methods[file.estimated ? 'estimate' : file.method]}
                </span>
              ) : (
                <span className="inline-flex rounded-full bg-emerald-50 px-2.5 py-0.5 font-medium text-emerald-800 text-xs">
                  {methods[file.method]}
                </span>
              )}
            </p>
            {file.hardToReadPages.length > 0 ? <LegibilityNotice file={file} quote={quote} /> : null}
            {file.warnings.length > 0 ? (
              <ul className="mt-1.5 flex flex-col gap-0.5 text-slate-500 text-xs leading-relaxed">
                {/* The analysis writes its notes in English: other languages get the gist in their words. */}
                {locale === 'en' ? (
                  file.warnings.map((warning) => <li key={warning}>{warning}</li>)
                ) : (
                  <li>{m.quoteFiles.countNotes}</li>
                )}
              </ul>
            ) : null}
            {file.perPage && file.perPage.length > 1 ? (
              <PerPageBreakdown file={{ ...file, perPage: file.perPage }} />
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
};
