import UploadCloud from 'lucide-react/icons/cloud-upload';
import FilePen from 'lucide-react/icons/file-pen';
import Languages from 'lucide-react/icons/languages';
import ListChecks from 'lucide-react/icons/list-checks';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { usePlan } from '../api/get-plan';
import { uploadCatalogue } from '../messages/catalogue';
import { DocumentUploadPanel } from './document-upload-panel';
import { DEFAULT_LANGUAGE_PAIR, LanguagePairFields, type TLanguagePair } from './language-pair-fields';
import { ManualEstimateForm } from './manual-estimate-form';
import { PlanDocumentsPanel, planSlots } from './plan-documents-panel';
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

/**
 * The /upload page body: language pair, then documents (option 1) or a manual estimate (option 2). Opened from a visa
 * plan (`?planId=`), the documents are the plan's, one slot each, for one quote; a plan that cannot be read leaves the
 * ordinary page with a note.
 */
export const UploadQuoteView = () => {
  const { m, t, locale } = useMessages(uploadCatalogue);
  const [searchParams] = useSearchParams();
  // The prerendered page knows no query: it hydrates as the ordinary page, then turns to the plan's.
  const hydrated = useHydrated();
  const planId = hydrated ? searchParams.get('planId') : null;
  const plan = usePlan(planId, locale);
  const [pair, setPair] = useState<TLanguagePair>(DEFAULT_LANGUAGE_PAIR);
  const [uploading, setUploading] = useState(false);

  const slots = plan.data ? planSlots(plan.data.plan.web.cards) : [];
  const planMode = plan.data !== undefined && slots.length > 0;
  const planPending = Boolean(planId) && plan.isPending;

  return (
    <div className="bg-slate-50/70">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8 lg:px-8">
        <div className="flex min-w-0 flex-col gap-6">
          {planId && plan.isError ? <Alert tone="warning">{m.planSlots.notFound}</Alert> : null}
          {plan.data && slots.length === 0 ? (
            <Alert tone="info" live={false}>
              {m.planSlots.noDocuments}
            </Alert>
          ) : null}

          <Card
            id="languages-heading"
            icon={<Languages className="size-5" />}
            eyebrow={m.uploadView.step1}
            title={m.uploadView.languagesTitle}
            description={m.uploadView.languagesDescription}
          >
            <LanguagePairFields value={pair} onChange={setPair} disabled={uploading || planPending} />
          </Card>

          {planPending ? (
            <p className="flex items-center gap-2 text-slate-600 text-sm" role="status">
              <Spinner size="sm" />
              {m.planSlots.loading}
            </p>
          ) : planMode && planId ? (
            <Card
              id="plan-documents-heading"
              icon={<ListChecks className="size-5" />}
              eyebrow={m.planSlots.eyebrow}
              title={m.planSlots.title}
              description={t(m.planSlots.description, { count: slots.length })}
            >
              <PlanDocumentsPanel planId={planId} slots={slots} pair={pair} onBusyChange={setUploading} />
            </Card>
          ) : (
            <>
              <Card
                id="documents-heading"
                icon={<UploadCloud className="size-5" />}
                eyebrow={m.uploadView.step2Option1}
                title={m.uploadView.documentsTitle}
                description={m.uploadView.documentsDescription}
              >
                <DocumentUploadPanel pair={pair} onBusyChange={setUploading} />
              </Card>

              <div className="flex items-center gap-4 text-slate-500 text-sm" aria-hidden="true">
                <span className="h-px flex-1 bg-slate-200" />
                {m.uploadView.or}
                <span className="h-px flex-1 bg-slate-200" />
              </div>

              <Card
                id="manual-heading"
                icon={<FilePen className="size-5" />}
                eyebrow={m.uploadView.option2}
                title={m.uploadView.manualTitle}
                description={m.uploadView.manualDescription}
              >
                <ManualEstimateForm pair={pair} disabled={uploading} />
              </Card>
            </>
          )}
        </div>

        <aside aria-label={m.uploadView.asideLabel} className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
          <UploadInfoPanels />
        </aside>
      </div>
    </div>
  );
};
