import { LANGUAGE_PAIRS, type TLanguage } from '@sello/shared/constants';
import { defaultTargetFor } from '@sello/shared/pricing';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { SelectField } from '@/components/ui/select-field';
import { useMessages } from '@/lib/i18n/i18n';
import { sharedWordsCatalogue } from '@/lib/i18n/shared-words';
import { uploadCatalogue } from '../messages/catalogue';

export type TLanguagePair = { sourceLanguage: TLanguage; targetLanguage: TLanguage };

export const DEFAULT_LANGUAGE_PAIR: TLanguagePair = { sourceLanguage: 'english', targetLanguage: 'spanish' };

const SOURCE_LANGUAGES = [...new Set(LANGUAGE_PAIRS.map((pair) => pair.source))] as TLanguage[];

const targetsFor = (source: TLanguage): TLanguage[] =>
  LANGUAGE_PAIRS.filter((pair) => pair.source === source).map((pair) => pair.target);

/**
 * "Translate from" / "Translate into". Only offered pairs can be chosen; changing the source resets the
 * target to a valid one (English → Spanish, otherwise English).
 */
export const LanguagePairFields = ({
  value,
  onChange,
  disabled = false,
}: {
  value: TLanguagePair;
  onChange: (pair: TLanguagePair) => void;
  disabled?: boolean;
}) => {
  const { m } = useMessages(uploadCatalogue);
  const languages = useMessages(sharedWordsCatalogue).m.languages;
  const option = (language: TLanguage) => ({ value: language, label: languages[language] });
  return (
    <div className="grid items-end gap-4 sm:grid-cols-[1fr_auto_1fr]">
      <SelectField
        label={m.languagePair.from}
        name="sourceLanguage"
        options={SOURCE_LANGUAGES.map(option)}
        value={value.sourceLanguage}
        disabled={disabled}
        onChange={(event) => {
          const sourceLanguage = event.target.value as TLanguage;
          onChange({ sourceLanguage, targetLanguage: defaultTargetFor(sourceLanguage) });
        }}
      />
      <span aria-hidden="true" className="hidden h-11 items-center justify-center text-slate-400 sm:flex">
        <ArrowRight className="size-5" />
      </span>
      <SelectField
        label={m.languagePair.into}
        name="targetLanguage"
        options={targetsFor(value.sourceLanguage).map(option)}
        value={value.targetLanguage}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, targetLanguage: event.target.value as TLanguage })}
      />
    </div>
  );
};
