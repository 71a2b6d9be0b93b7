import type { TOrderInstructions } from '@sello/shared/order-instructions-schemas';
import { Card } from '@/components/ui/card';
import { NameSpellingList } from '@/components/ui/name-spelling-list';

/** The customer's names as in the passport and instructions, for staff to read (the customer alone writes them). */
export const CustomerInstructionsCard = ({ instructions }: { instructions: TOrderInstructions }) => {
  const { nameSpellings, translationInstructions, editable } = instructions;
  return (
    <Card id="customer-instructions-heading" title="Names and instructions">
      {nameSpellings.length === 0 && !translationInstructions ? (
        <p className="text-slate-600">The customer gave no names or instructions.</p>
      ) : (
        <div className="flex flex-col gap-4">
          {nameSpellings.length > 0 ? <NameSpellingList nameSpellings={nameSpellings} /> : null}
          {translationInstructions ? (
            <p className="whitespace-pre-line break-words text-slate-800">{translationInstructions}</p>
          ) : null}
        </div>
      )}
      <p className="mt-4 text-slate-500 text-sm">
        {editable
          ? 'The customer can still change these until the translation starts.'
          : 'Fixed since the translation started.'}
      </p>
    </Card>
  );
};
