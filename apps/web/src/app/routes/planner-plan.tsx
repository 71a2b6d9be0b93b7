import { useState } from 'react';
import { NoPlanFound, PlanView } from '@/features/planner/components/plan-view';
import { loadPlan } from '@/features/planner/components/planner-storage';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /document-kits and /planner/plan: the plan the wizard left in session storage. */
export const PlannerPlanRoute = () => {
  useDocumentTitle('Your visa document plan');
  const [stored] = useState(loadPlan);
  return stored ? <PlanView planId={stored.planId} plan={stored.plan} /> : <NoPlanFound />;
};
