import ArrowRight from 'lucide-react/icons/arrow-right';
import { languageInfo } from '@/lib/order-format';

const Language = ({ code }: { code: string }) => <span>{languageInfo(code).name}</span>;

/** English → Spanish (read as "English to Spanish"). */
export const LanguagePair = ({ source, target }: { source: string; target: string }) => (
  <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
    <Language code={source} />
    <ArrowRight aria-hidden="true" className="size-4 text-slate-400" />
    <span className="sr-only">to</span>
    <Language code={target} />
  </span>
);
