import UploadCloud from 'lucide-react/icons/cloud-upload';
import FilePen from 'lucide-react/icons/file-pen';
import Languages from 'lucide-react/icons/languages';
import { type ReactNode, useState } from 'react';
import { DocumentUploadPanel } from './document-upload-panel';
import { DEFAULT_LANGUAGE_PAIR, LanguagePairFields, type TLanguagePair } from './language-pair-fields';
import { ManualEstimateForm } from './manual-estimate-form';
import { UploadInfoPanels } from './upload-info-panels';

const Card = ({
  id,
  icon,
  eyebrow,
  title,
  description,
  children,
}: {
  id: string;
  icon: ReactNode;
  eyebrow: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) => (
  <section aria-labelledby={id} className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
    <div className="mb-6 flex gap-4">
      <span
        aria-hidden="true"
        className="hidden size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 sm:flex"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-brand-700 text-xs uppercase tracking-wider">{eyebrow}</p>
        <h2 id={id} className="mt-1 font-semibold text-slate-900 text-xl">
          {title}
        </h2>
        <p className="mt-1 text-slate-600 text-sm leading-relaxed">{description}</p>
      </div>
    </div>
    {children}
  </section>
);

/** The /upload page body: language pair, then documents (option 1) or a manual estimate (option 2). */
export const UploadQuoteView = () => {
  const [pair, setPair] = useState<TLanguagePair>(DEFAULT_LANGUAGE_PAIR);
  const [uploading, setUploading] = useState(false);

  return (
    <div className="bg-slate-50/70">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8 lg:px-8">
        <div className="flex min-w-0 flex-col gap-6">
          <Card
            id="languages-heading"
            icon={<Languages className="size-5" />}
            eyebrow="Step 1"
            title="Choose your languages"
            description="We translate English → Spanish, English → French, Spanish → English and French → English."
          >
            <LanguagePairFields value={pair} onChange={setPair} disabled={uploading} />
          </Card>

          <Card
            id="documents-heading"
            icon={<UploadCloud className="size-5" />}
            eyebrow="Step 2 · Option 1"
            title="Upload your documents"
            description="We count the pages and words in each file and give you an instant, non-binding quote."
          >
            <DocumentUploadPanel pair={pair} onBusyChange={setUploading} />
          </Card>

          <div className="flex items-center gap-4 text-slate-500 text-sm" aria-hidden="true">
            <span className="h-px flex-1 bg-slate-200" />
            or
            <span className="h-px flex-1 bg-slate-200" />
          </div>

          <Card
            id="manual-heading"
            icon={<FilePen className="size-5" />}
            eyebrow="Option 2"
            title="No documents at hand? Estimate by page count"
            description="Tell us roughly how long your documents are. You can add the files later, at checkout."
          >
            <ManualEstimateForm pair={pair} disabled={uploading} />
          </Card>
        </div>

        <aside aria-label="About your upload" className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
          <UploadInfoPanels />
        </aside>
      </div>
    </div>
  );
};
