import { LANGUAGE_PAIRS, type TLanguage } from '@sello/shared/constants';
import {
  languagePairLabel,
  type TStaffProfile,
  type TUpdateStaffProfileRequest,
} from '@sello/shared/staff-profile-schemas';
import { z } from 'zod';

/** A pair as a checkbox value: `english>spanish`. */
const pairValue = (pair: { source: TLanguage; target: TLanguage }) => `${pair.source}>${pair.target}`;

export const PAIR_OPTIONS = LANGUAGE_PAIRS.map((pair) => ({ value: pairValue(pair), label: languagePairLabel(pair) }));

export const ZProfileDetailsForm = z
  .object({
    displayName: z
      .string()
      .trim()
      .min(1, { error: 'Display name is required' })
      .max(120, { error: 'Display name must be at most 120 characters' }),
    languagePairs: z.array(z.string()),
  })
  .transform(
    (values): TUpdateStaffProfileRequest => ({
      displayName: values.displayName,
      languagePairs: LANGUAGE_PAIRS.filter((pair) => values.languagePairs.includes(pairValue(pair))).map(
        ({ source, target }) => ({ source, target }),
      ),
    }),
  );
export type TProfileDetailsFormValues = z.input<typeof ZProfileDetailsForm>;

export const profileDetailsDefaults = (profile: TStaffProfile): TProfileDetailsFormValues => ({
  displayName: profile.displayName,
  languagePairs: profile.languagePairs.map(pairValue),
});
