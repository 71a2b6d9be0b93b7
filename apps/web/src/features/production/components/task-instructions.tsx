import type { TTask } from '@sello/shared/task-schemas';
import TriangleAlert from 'lucide-react/icons/triangle-alert';

/**
 * The customer's instructions: how names must be written (as in the passport) and any other notes. For sworn and
 * certified work they are the first thing on the page, in a highlighted box; a wrong spelling voids the translation.
 */
export const TaskInstructions = ({ task }: { task: Pick<TTask, 'instructions' | 'serviceType'> }) => {
  const { instructions } = task;
  if (instructions.nameSpellings.length === 0 && !instructions.translationInstructions) return null;
  const official = task.serviceType === 'sworn';
  return (
    <section
      aria-labelledby="task-instructions-heading"
      className={`rounded-2xl border p-5 shadow-sm sm:p-6 ${official ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white'}`}
    >
      <h2 id="task-instructions-heading" className="flex items-center gap-2 font-semibold text-lg text-slate-900">
        {official ? <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-700" /> : null}
        The customer's instructions
      </h2>
      {official ? (
        <p className="mt-1 text-slate-800 text-sm">
          Sworn translation: write these names exactly as given, as in the passport.
        </p>
      ) : null}
      {instructions.nameSpellings.length > 0 ? (
        <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {instructions.nameSpellings.map((name) => (
            <div
              key={`${name.kind}:${name.label}:${name.asWritten}`}
              className="min-w-0 rounded-lg bg-white p-3 ring-1 ring-slate-200"
            >
              <dt className="text-slate-600 text-xs uppercase tracking-wide">{name.label}</dt>
              <dd className="mt-1 break-words font-semibold text-lg text-slate-900">{name.asWritten}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {instructions.translationInstructions ? (
        <div className="mt-4">
          <h3 className="font-medium text-slate-900 text-sm">Other instructions</h3>
          <p className="mt-1 whitespace-pre-line break-words text-slate-800">{instructions.translationInstructions}</p>
        </div>
      ) : null}
    </section>
  );
};
