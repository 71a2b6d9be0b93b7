import { ZListPublicTestimonialsQuery, ZListPublicTestimonialsResponse } from '@sello/shared/testimonial-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../app-context.ts';
import { listPublishedTestimonials } from '../services/testimonials/list-published-testimonials.ts';

/** `GET /api/testimonials?limit=6`: published testimonials for the public pages. */
export const testimonialRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  app.get(
    '/testimonials',
    {
      schema: {
        operationId: 'listTestimonials',
        summary: 'List the published testimonials',
        tags: ['testimonials'],
        querystring: ZListPublicTestimonialsQuery,
        response: { 200: ZListPublicTestimonialsResponse },
      },
    },
    async (request) => ({
      testimonials: await listPublishedTestimonials({ db: ctx.db, limit: request.query.limit }),
    }),
  );
};
