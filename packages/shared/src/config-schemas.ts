import { z } from 'zod';
import { ZLanguageName } from './language-schemas.ts';

export const ZRate = z.object({ rate: z.number(), rateType: z.enum(['per_word', 'per_page']) });

export const ZPricingResponse = z.object({
  success: z.literal(true),
  pricing: z.object({ professional: ZRate, sworn: ZRate }),
});
export type TPricingResponse = z.infer<typeof ZPricingResponse>;

export const ZPublicConfiguration = z.object({
  brandName: z.string(),
  /** `flag`: the specification's field, kept for its clients; the web app names languages, never flags them. */
  languages: z.array(z.object({ value: ZLanguageName, code: z.string(), name: z.string(), flag: z.string() })),
  languagePairs: z.array(z.object({ source: ZLanguageName, target: ZLanguageName, swornAvailable: z.boolean() })),
  /** Keyed `english-spanish`. */
  swornAvailability: z.record(z.string(), z.boolean()),
  pricing: z.object({ professional: ZRate, sworn: ZRate, minimumCharge: z.number() }),
  timeEstimates: z.object({ professional: z.string(), sworn: z.string() }),
  /**
   * The same delivery times as numbers of business days, for a page to word in its own language. **Extension**
   * (issue 32): `timeEstimates` stays the specification's English text.
   */
  deliveryBusinessDays: z.object({
    professional: z.object({ minBusinessDays: z.number(), maxBusinessDays: z.number() }),
    sworn: z.object({ minBusinessDays: z.number(), maxBusinessDays: z.number() }),
  }),
  quoteValidityDays: z.number(),
  limits: z.object({
    maxUploadMb: z.number(),
    maxFiles: z.number(),
    acceptedExtensions: z.array(z.string()),
  }),
  supportEmail: z.string(),
  retention: z.object({ unconvertedHours: z.number(), deliveredDays: z.number() }),
  /** The extras staff may add to an official quote, at today's prices (US dollars). **Extension** (issue 32). */
  extras: z.object({
    rush: z.object({ surchargePercent: z.number(), deliveryBusinessDays: z.number() }),
    notarization: z.object({ pricePerOrder: z.number() }),
    hardCopy: z.object({ pricePerCopy: z.number(), shipping: z.number() }),
  }),
  metaPixelId: z.string().nullable(),
});
export type TPublicConfiguration = z.infer<typeof ZPublicConfiguration>;

export const ZConfigurationResponse = z.object({ success: z.literal(true), configuration: ZPublicConfiguration });
export type TConfigurationResponse = z.infer<typeof ZConfigurationResponse>;
