import {
  ZListTestimonialsResponse,
  ZTestimonialInput,
  ZTestimonialResponse,
  ZTestimonialUpdate,
} from '@sello/shared/testimonial-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { createTestimonial } from '../../services/testimonials/create-testimonial.ts';
import { deleteTestimonial } from '../../services/testimonials/delete-testimonial.ts';
import { listTestimonials } from '../../services/testimonials/list-testimonials.ts';
import { TESTIMONIAL_NOT_FOUND } from '../../services/testimonials/testimonial-rows.ts';
import { updateTestimonial } from '../../services/testimonials/update-testimonial.ts';

const ZParams = z.object({ id: z.uuid({ error: TESTIMONIAL_NOT_FOUND }) });

export const adminTestimonialRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/testimonials',
    {
      schema: {
        operationId: 'listAdminTestimonials',
        summary: 'List every testimonial, published or not',
        tags: ['admin'],
        response: { 200: ZListTestimonialsResponse },
      },
    },
    async () => ({
      testimonials: await listTestimonials(db),
    }),
  );

  app.post(
    '/testimonials',
    {
      schema: {
        operationId: 'createTestimonial',
        summary: 'Add a testimonial',
        tags: ['admin'],
        body: ZTestimonialInput,
        response: { 201: ZTestimonialResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ testimonial: await createTestimonial({ db, input: request.body }) }),
  );

  app.put(
    '/testimonials/:id',
    {
      schema: {
        operationId: 'updateTestimonial',
        summary: 'Change a testimonial',
        tags: ['admin'],
        params: ZParams,
        body: ZTestimonialUpdate,
        response: { 200: ZTestimonialResponse },
      },
    },
    async (request) => ({ testimonial: await updateTestimonial({ db, id: request.params.id, input: request.body }) }),
  );

  app.delete(
    '/testimonials/:id',
    { schema: { operationId: 'deleteTestimonial', summary: 'Delete a testimonial', tags: ['admin'], params: ZParams } },
    async (request, reply) => {
      await deleteTestimonial({ db, id: request.params.id });
      return reply.code(204).send();
    },
  );
};
