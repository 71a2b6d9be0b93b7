import { useState } from 'react';
import { NoPlanFound, PlanView } from '@/features/planner/components/plan-view';
import { loadPlan, savePlan } from '@/features/planner/components/planner-storage';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /document-kits and /planner/plan: the plan the wizard left in session storage. */
export const PlannerPlanRoute = () => {
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.plannerPlan);
  const [stored, setStored] = useState(loadPlan);
  return stored ? (
    <PlanView
      planId={stored.planId}
      plan={stored.plan}
      onReplace={(result) => {
        savePlan(result);
        setStored(result);
      }}
    />
  ) : (
    <NoPlanFound />
  );
};
