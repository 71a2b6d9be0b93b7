import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';
import { deferredSection } from '../lazy-page';

const PlannerWizard = deferredSection(() => import('@/features/planner/components/planner-wizard'), 'PlannerWizard', {
  queries: true,
});

/** /planner/wizard and /document-kits/wizard: the visa document planner's questions. */
export const PlannerWizardRoute = () => {
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.plannerWizard);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="font-semibold text-brand-700 text-sm">Visa document planner</p>
      <h1 className="mt-1 text-balance font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl">
        Plan the documents for your Spanish visa
      </h1>
      <p className="mt-2 mb-8 text-slate-600">
        Nine short steps. Your answers stay in this browser, and the plan shows what to order, apostille and translate,
        and when.
      </p>
      <PlannerWizard />
    </div>
  );
};
