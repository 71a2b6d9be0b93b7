import { ZConfigurationResponse, ZPricingResponse } from '@sello/shared/config-schemas';
import { ACCEPTED_UPLOAD_EXTENSIONS, LANGUAGE_PAIRS, LANGUAGES, type TLanguage } from '@sello/shared/constants';
import { toRateOffers } from '@sello/shared/pricing';
import { formatTimeEstimate } from '@sello/shared/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../app-context.ts';
import { readSetting } from '../services/settings/settings.ts';

/**
 * `languages[].flag` stays on the wire for clients written from the specification; no page of ours shows it (a flag
 * stands for a country, not a language: issue 32).
 */
const SPECIFICATION_FLAGS: Record<TLanguage, string> = { english: '🇺🇸', spanish: '🇪🇸', french: '🇫🇷' };

export const configRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  const { db, env } = ctx;

  app.get(
    '/config/pricing',
    {
      schema: {
        operationId: 'getPricing',
        summary: 'Read the current service prices and delivery times',
        tags: ['config'],
        response: { 200: ZPricingResponse },
      },
    },
    async (_request, reply) => {
      const pricing = await readSetting(db, 'pricing');
      // Prices change when an admin edits settings; never let a cache serve an old one.
      reply.header('Cache-Control', 'no-store');
      return {
        success: true as const,
        pricing: toRateOffers(pricing),
      };
    },
  );

  app.get(
    '/config/all',
    {
      schema: {
        operationId: 'getPublicConfig',
        summary: 'Read the public configuration the web app starts with (prices, limits, contact)',
        tags: ['config'],
        response: { 200: ZConfigurationResponse },
      },
    },
    async (_request, reply) => {
      const settings = await ctx.readSettings();
      reply.header('Cache-Control', 'no-cache');
      return {
        success: true as const,
        configuration: {
          brandName: env.BRAND_NAME,
          languages: Object.values(LANGUAGES).map((language) => ({
            ...language,
            flag: SPECIFICATION_FLAGS[language.value],
          })),
          languagePairs: LANGUAGE_PAIRS.map((pair) => ({ ...pair })),
          swornAvailability: Object.fromEntries(
            LANGUAGE_PAIRS.map((pair) => [`${pair.source}-${pair.target}`, pair.swornAvailable]),
          ),
          pricing: { ...toRateOffers(settings.pricing), minimumCharge: settings.pricing.minimumCharge },
          timeEstimates: {
            professional: formatTimeEstimate(settings.timeEstimates.professional),
            sworn: formatTimeEstimate(settings.timeEstimates.sworn),
          },
          deliveryBusinessDays: settings.timeEstimates,
          quoteValidityDays: settings.quoteValidityDays,
          limits: {
            maxUploadMb: env.MAX_UPLOAD_MB,
            maxFiles: env.MAX_FILES,
            acceptedExtensions: [...ACCEPTED_UPLOAD_EXTENSIONS],
          },
          supportEmail: settings.supportEmail,
          retention: settings.retention,
          extras: settings.extras,
          metaPixelId: env.META_PIXEL_ID ?? null,
        },
      };
    },
  );
};
