import { languageInfo } from '@/lib/order-format';

const Language = ({ language, short }: { language: string; short: boolean }) => {
  const { name, code } = languageInfo(language);
  return (
    <span className="whitespace-nowrap">
      {short ? (
        <>
          <span aria-hidden="true" title={name}>
            {code.toUpperCase()}
          </span>
          <span className="sr-only">{name}</span>
        </>
      ) : (
        name
      )}
    </span>
  );
};

/**
 * `English → Spanish`, or with `short` `EN → ES` (screen readers still hear the names).
 */
export const LanguagePairLabel = ({
  source,
  target,
  short = false,
}: {
  source: string;
  target: string;
  short?: boolean;
}) => (
  <span className="inline-flex items-center gap-x-1 whitespace-nowrap">
    <Language language={source} short={short} />
    <span aria-hidden="true">→</span>
    <span className="sr-only">to</span>
    <Language language={target} short={short} />
  </span>
);
