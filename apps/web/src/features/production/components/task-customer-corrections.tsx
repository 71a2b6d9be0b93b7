import type { TCustomerCorrection } from '@sello/shared/draft-schemas';
import MessageSquareWarning from 'lucide-react/icons/message-square-warning';

/** Rounds newest first, each with its corrections in the order the customer gave them. */
const byRoundNewestFirst = (corrections: readonly TCustomerCorrection[]) => {
  const rounds = new Map<number, TCustomerCorrection[]>();
  for (const correction of corrections)
    rounds.set(correction.round, [...(rounds.get(correction.round) ?? []), correction]);
  return [...rounds.entries()].sort(([a], [b]) => b - a);
};

/**
 * What the customer asked to correct in the drafts of this task's documents: the newest round first (the one the next
 * version answers), each correction with its document and page.
 */
export const TaskCustomerCorrections = ({ corrections }: { corrections: readonly TCustomerCorrection[] }) => {
  if (corrections.length === 0) return null;
  const rounds = byRoundNewestFirst(corrections);
  return (
    <section
      aria-labelledby="task-customer-corrections-heading"
      className="rounded-2xl border border-amber-300 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id="task-customer-corrections-heading"
        className="flex items-center gap-2 font-semibold text-lg text-slate-900"
      >
        <MessageSquareWarning aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        Customer's corrections
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        The customer checked the draft and asked for these changes. Make them in a new version of the translation.
      </p>
      <div className="mt-4 flex flex-col gap-5">
        {rounds.map(([round, items], index) => (
          <div key={round}>
            <h3 className="font-medium text-slate-900 text-sm">
              Draft {round}
              {index === 0 && rounds.length > 1 ? ' (latest)' : ''}
            </h3>
            <ol className="mt-2 flex flex-col gap-2">
              {items.map((correction, position) => (
                <li
                  // A round's corrections never change once sent: their position is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={position}
                  className="rounded-xl bg-amber-50 p-3 text-sm ring-1 ring-amber-200"
                >
                  <p className="break-words font-medium text-slate-900">
                    {correction.documentName} · page {correction.page}
                  </p>
                  <p className="mt-1 whitespace-pre-line break-words text-slate-800">{correction.comment}</p>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
};
