import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/i18n';
import { uiCatalogue } from './messages/catalogue';

/** Copies `text`; says so in a live region ("Key copied"), or asks to copy by hand where the clipboard is refused. */
export const CopyButton = ({ text, label, copiedMessage }: { text: string; label: string; copiedMessage: string }) => {
  const { m } = useMessages(uiCatalogue);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        variant="outline"
        size="sm"
        icon={
          state === 'copied' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )
        }
        onClick={() => void copy()}
      >
        {label}
      </Button>
      <span role="status" className="text-slate-600 text-xs">
        {state === 'copied' ? copiedMessage : state === 'failed' ? m.copy.failed : ''}
      </span>
    </span>
  );
};
