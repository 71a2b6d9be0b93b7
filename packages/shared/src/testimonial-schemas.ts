import { z } from 'zod';
import { SERVICE_TYPES } from './constants.ts';

const ZText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

const ZTestimonialFields = z.object({
  name: ZText('Name', 100),
  /** e.g. "Student visa applicant, Madrid"; empty means none. */
  detail: z
    .string()
    .trim()
    .max(120, { error: 'Detail must be at most 120 characters' })
    .nullable()
    .transform((value) => value || null),
  quote: ZText('Testimonial', 1000),
  rating: z
    .number({ error: 'Rating must be a number' })
    .int({ error: 'Rating must be a whole number' })
    .min(1, { error: 'Rating must be 1 to 5' })
    .max(5, { error: 'Rating must be 1 to 5' }),
  /** The person's photo: an https address; empty means none (their initials are shown). */
  avatarUrl: z
    .string()
    .trim()
    .max(500, { error: 'Photo address must be at most 500 characters' })
    .refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), {
      error: 'Photo address must start with https://',
    })
    .nullable()
    .transform((value) => value || null),
  serviceType: z.enum(SERVICE_TYPES).nullable(),
  published: z.boolean(),
  /** Display order on the public site: lowest first. */
  position: z
    .number({ error: 'Position must be a number' })
    .int({ error: 'Position must be a whole number' })
    .min(0, { error: 'Position cannot be negative' })
    .max(10_000, { error: 'Position must be at most 10000' }),
});

/** A new testimonial; drafts stay off the public site until published. */
export const ZTestimonialInput = ZTestimonialFields.extend({
  detail: ZTestimonialFields.shape.detail.default(null),
  avatarUrl: ZTestimonialFields.shape.avatarUrl.default(null),
  serviceType: ZTestimonialFields.shape.serviceType.default(null),
  published: ZTestimonialFields.shape.published.default(false),
  position: ZTestimonialFields.shape.position.default(0),
});
export type TTestimonialInput = z.input<typeof ZTestimonialInput>;

/** An edit: only the fields given change. */
export const ZTestimonialUpdate = ZTestimonialFields.partial();
export type TTestimonialUpdate = z.output<typeof ZTestimonialUpdate>;

/** A testimonial as the public site shows it (`GET /api/testimonials`). */
export const ZPublicTestimonial = z.object({
  testimonialId: z.uuid(),
  name: z.string(),
  /** e.g. "Student visa applicant, Madrid". */
  detail: z.string().nullable(),
  quote: z.string(),
  rating: z.number().int().min(1).max(5),
  avatarUrl: z.string().nullable(),
});
export type TPublicTestimonial = z.infer<typeof ZPublicTestimonial>;

/** The same testimonial with what staff manage besides (admin API). */
export const ZTestimonial = ZPublicTestimonial.extend({
  serviceType: z.enum(SERVICE_TYPES).nullable(),
  published: z.boolean(),
  position: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TTestimonial = z.infer<typeof ZTestimonial>;

export const ZTestimonialResponse = z.object({ testimonial: ZTestimonial });
export const ZListTestimonialsResponse = z.object({ testimonials: z.array(ZTestimonial) });

/** `GET /api/testimonials?limit=6`: published testimonials in display order, without admin fields. */
export const ZListPublicTestimonialsQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be 1 to 24' })
    .max(24, { error: 'limit must be 1 to 24' })
    .default(6),
});

export const ZListPublicTestimonialsResponse = z.object({ testimonials: z.array(ZPublicTestimonial) });
export type TListPublicTestimonialsResponse = z.infer<typeof ZListPublicTestimonialsResponse>;
