import { z } from 'zod';
import { ZSettings } from './settings.ts';

/** What the admin settings screen shows: the editable settings plus the operator's env-level upload limits (read-only). */
export const ZAdminSettingsResponse = z.object({
  settings: ZSettings,
  /** When an admin last saved the settings; null while the seeded defaults are untouched. */
  updatedAt: z.iso.datetime().nullable(),
  environment: z.object({
    maxUploadMb: z.number(),
    maxFiles: z.number(),
  }),
});
export type TAdminSettingsResponse = z.infer<typeof ZAdminSettingsResponse>;

/** A refused save: one message per invalid field, keyed by its dotted path (`pricing.minimumCharge`). */
export const ZSettingsValidationError = z.object({
  error: z.string(),
  code: z.literal('BAD_REQUEST'),
  fields: z.record(z.string(), z.string()),
});
export type TSettingsValidationError = z.infer<typeof ZSettingsValidationError>;
