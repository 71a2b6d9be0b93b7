import {
  VERIFICATION_CODE_INVALID,
  ZCheckVerifiedDocumentRequest,
  ZCheckVerifiedDocumentResponse,
  ZVerificationCodeParam,
  ZVerifiedDocument,
} from '@sello/shared/certified-document-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { checkCertifiedDocument, verifyCertifiedDocument } from '../services/certified/verify-certified-document.ts';

/**
 * Public verification of generated certified translations (issue 31): anyone holding a code may check it, without an
 * account; rate-limited per address, never cached, and the page's address (which holds the code) is never sent on.
 */
/**
 * The code as typed (any case, dashes or spaces). Read in the handler rather than by the route's params schema, so a
 * code that cannot be one is a 400 that says what a code looks like, not the 404 of an unknown resource.
 */
const ZCodeAsTyped = z.object({ code: z.string().describe('The verification code, XXXX-XXXX-XXXX') });
const codeOf = (params: { code: string }) => {
  const parsed = ZVerificationCodeParam.safeParse(params);
  if (!parsed.success) throw new AppError('BAD_REQUEST', VERIFICATION_CODE_INVALID);
  return parsed.data.code;
};

export const verifyRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
  });

  app.get(
    '/verify/:code',
    {
      config: { rateLimit: ctx.rateLimits.verify },
      schema: {
        operationId: 'verifyCertifiedDocument',
        summary: 'What was issued under a verification code (never the content nor the customer)',
        errorCodes: ['BAD_REQUEST', 'NOT_FOUND', 'RATE_LIMITED'],
        tags: ['verify'],
        params: ZCodeAsTyped,
        response: { 200: ZVerifiedDocument },
      },
    },
    async (request) => verifyCertifiedDocument(ctx.db, codeOf(request.params)),
  );

  app.post(
    '/verify/:code/check',
    {
      config: { rateLimit: ctx.rateLimits.verify },
      schema: {
        operationId: 'checkCertifiedDocument',
        summary: 'Whether a PDF (its SHA-256) is, byte for byte, the one issued under a verification code',
        errorCodes: ['BAD_REQUEST', 'NOT_FOUND', 'RATE_LIMITED'],
        tags: ['verify'],
        params: ZCodeAsTyped,
        body: ZCheckVerifiedDocumentRequest,
        response: { 200: ZCheckVerifiedDocumentResponse },
      },
    },
    async (request) => checkCertifiedDocument(ctx.db, codeOf(request.params), request.body.sha256),
  );
};
