import {
  ZAttachQuoteFilesRequest,
  ZCreateQuoteRequest,
  ZQuoteResponse,
  ZUpdateQuoteRequest,
} from '@sello/shared/quote-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../app-context.ts';
import { attachQuoteFiles } from '../services/quotes/attach-quote-files.ts';
import { createQuote } from '../services/quotes/create-quote.ts';
import { loadQuote } from '../services/quotes/load-quote.ts';
import { QUOTE_NOT_FOUND } from '../services/quotes/quote-rules.ts';
import { selectQuoteService } from '../services/quotes/select-quote-service.ts';

const ZQuoteParams = z.object({ id: z.uuid({ error: QUOTE_NOT_FOUND }) });

export const quoteRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  const { db, storage, analyzer } = ctx;

  app.post(
    '/quotes',
    {
      onRequest: ctx.auth.identify,
      config: { rateLimit: ctx.rateLimits.uploads },
      schema: {
        operationId: 'createQuote',
        summary: 'Create a quote for uploaded files and a language pair',
        errorCodes: ['NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'UNAVAILABLE'],
        tags: ['quotes'],
        body: ZCreateQuoteRequest,
        response: { 201: ZQuoteResponse },
      },
    },
    async (request, reply) => {
      const quote = await createQuote({
        db,
        storage,
        analyzer,
        input: request.body,
        viewer: request.user,
        readSettings: ctx.readSettings,
      });
      return reply.code(201).send({ success: true as const, quote });
    },
  );

  app.get(
    '/quotes/:id',
    {
      onRequest: ctx.auth.identify,
      schema: {
        operationId: 'getQuote',
        summary: 'Read a quote',
        tags: ['quotes'],
        params: ZQuoteParams,
        response: { 200: ZQuoteResponse },
      },
    },
    async (request) => ({ success: true as const, quote: await loadQuote(db, request.params.id, request.user) }),
  );

  app.put(
    '/quotes/:id',
    {
      onRequest: ctx.auth.identify,
      schema: {
        operationId: 'selectQuoteService',
        summary: "Choose the quote's service (professional or sworn)",
        errorCodes: ['CONFLICT'],
        tags: ['quotes'],
        params: ZQuoteParams,
        body: ZUpdateQuoteRequest,
        response: { 200: ZQuoteResponse },
      },
    },
    async (request) => ({
      success: true as const,
      quote: await selectQuoteService({
        db,
        quoteId: request.params.id,
        service: request.body.selectedService,
        viewer: request.user,
      }),
    }),
  );

  app.put(
    '/quotes/:id/files',
    {
      onRequest: ctx.auth.identify,
      // Attaching counts every new file (OCR, LibreOffice): limited like creating the quote.
      config: { rateLimit: ctx.rateLimits.uploads },
      schema: {
        operationId: 'attachQuoteFiles',
        summary: 'Add files to a quote, or replace its files',
        errorCodes: ['CONFLICT', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'UNAVAILABLE'],
        tags: ['quotes'],
        params: ZQuoteParams,
        body: ZAttachQuoteFilesRequest,
        response: { 200: ZQuoteResponse },
      },
    },
    async (request) => ({
      success: true as const,
      quote: await attachQuoteFiles({
        db,
        storage,
        analyzer,
        quoteId: request.params.id,
        fileKeys: request.body.files.map((file) => file.fileKey),
        replace: request.body.replace,
        viewer: request.user,
      }),
    }),
  );
};
