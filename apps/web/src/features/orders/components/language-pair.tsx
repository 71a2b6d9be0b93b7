import ArrowRight from 'lucide-react/icons/arrow-right';
import { useMessages } from '@/lib/i18n/i18n';
import { languageInfo } from '@/lib/order-format';
import { ordersCatalogue } from '../messages/catalogue';

/** English → Spanish (read as "English to Spanish"), in the page's language. */
export const LanguagePair = ({ source, target }: { source: string; target: string }) => {
  const { m, locale } = useMessages(ordersCatalogue);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>{languageInfo(source, locale).name}</span>
      <ArrowRight aria-hidden="true" className="size-4 text-slate-400" />
      <span className="sr-only">{m.languagePair.to}</span>
      <span>{languageInfo(target, locale).name}</span>
    </span>
  );
};
