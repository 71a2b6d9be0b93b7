import { z } from 'zod';
import { DEFAULT_PRICING } from './constants.ts';

const ZTimeEstimate = z.object({
  minBusinessDays: z.number().int().min(0).max(365),
  maxBusinessDays: z.number().int().min(0).max(365),
});

/** Admin-editable settings, stored in the database (key → JSON). */
export const ZSettings = z.object({
  pricing: z.object({
    professionalRatePerWord: z.number().positive().max(100),
    swornRatePerPage: z.number().positive().max(10_000),
    minimumCharge: z.number().min(0).max(100_000),
  }),
  timeEstimates: z.object({ professional: ZTimeEstimate, sworn: ZTimeEstimate }),
  quoteValidityDays: z.number().int().min(1).max(365),
  supportEmail: z.email(),
});
export type TSettings = z.infer<typeof ZSettings>;
export type TSettingKey = keyof TSettings;

export const defaultSettings = (supportEmail: string): TSettings => ({
  pricing: { ...DEFAULT_PRICING, minimumCharge: 0 },
  timeEstimates: {
    professional: { minBusinessDays: 2, maxBusinessDays: 3 },
    sworn: { minBusinessDays: 3, maxBusinessDays: 5 },
  },
  quoteValidityDays: 30,
  supportEmail,
});

export const formatTimeEstimate = ({ minBusinessDays, maxBusinessDays }: z.infer<typeof ZTimeEstimate>): string =>
  minBusinessDays === maxBusinessDays
    ? `${minBusinessDays} business day${minBusinessDays === 1 ? '' : 's'}`
    : `${minBusinessDays}–${maxBusinessDays} business days`;
