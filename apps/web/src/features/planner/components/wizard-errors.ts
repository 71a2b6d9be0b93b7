import type { TCatalogue } from '@sello/shared/i18n/catalogue';
import type { TFormat } from '@/lib/i18n/i18n';
import type { en } from '../messages/en';
import { LOOK_BACK_MONTHS, NUMBER_LIMITS, type TNumberErrorKind, type TNumberField } from './wizard-values';

type TErrors = TCatalogue<typeof en>['errors'];

/** A validation message of wizard-values.ts (a catalogue key, `<kind>:<field>` for numbers) in the page's language. */
export const wizardErrorText = (errors: TErrors, t: TFormat, message: string): string => {
  const [kind, field] = message.split(':') as [string, TNumberField | undefined];
  if (field && kind in errors.number) {
    return t(errors.number[kind as TNumberErrorKind], {
      field: errors.numberFields[field],
      ...NUMBER_LIMITS[field],
    });
  }
  if (kind === 'monthsOver') return t(errors.monthsOver, { max: LOOK_BACK_MONTHS });
  const text = (errors as unknown as Record<string, string | undefined>)[kind];
  return typeof text === 'string' ? text : message;
};
