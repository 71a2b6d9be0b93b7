import { plannerCatalogue } from '@/features/planner/messages/catalogue';
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
  const { m } = useMessages(plannerCatalogue);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="font-semibold text-brand-700 text-sm">{m.wizardPage.kicker}</p>
      <h1 className="mt-1 text-balance font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl">
        {m.wizardPage.heading}
      </h1>
      <p className="mt-2 mb-8 text-slate-600">{m.wizardPage.intro}</p>
      <PlannerWizard />
    </div>
  );
};
