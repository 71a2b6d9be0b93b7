import Star from 'lucide-react/icons/star';
import { useState } from 'react';
import { useMessages } from '@/lib/i18n/i18n';
import { type TLandingTestimonial, useTestimonials } from '../api/get-testimonials';
import { freeQuoteCatalogue } from '../messages/catalogue';

const MAX_STARS = 5;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

export const StarRating = ({ rating }: { rating: number }) => {
  const stars = Math.min(MAX_STARS, Math.max(1, Math.round(rating)));
  const { m, t } = useMessages(freeQuoteCatalogue);
  return (
    <div role="img" aria-label={t(m.testimonials.rated, { stars, max: MAX_STARS })} className="flex gap-0.5">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not data
          key={index}
          aria-hidden="true"
          className={`size-4 ${index < stars ? 'fill-amber-400 text-amber-500' : 'fill-slate-100 text-slate-300'}`}
        />
      ))}
    </div>
  );
};

/** The person's photo, or their initials when there is none or it does not load (a dead link shows no broken image). */
const Avatar = ({ name, url }: { name: string; url: string | null }) => {
  const [failed, setFailed] = useState(false);
  if (url && !failed) {
    // Decorative: the name is written beside it.
    return (
      <img
        src={url}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className="size-10 shrink-0 rounded-full bg-brand-100 object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 text-sm"
    >
      {initials(name)}
    </span>
  );
};

const TestimonialCard = ({ testimonial }: { testimonial: TLandingTestimonial }) => (
  <li className="flex">
    <figure className="flex w-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <StarRating rating={testimonial.rating} />
      <blockquote className="flex-1 text-slate-700 leading-relaxed">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <Avatar name={testimonial.name} url={testimonial.avatarUrl} />
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">{testimonial.name}</span>
          {testimonial.detail ? <span className="block text-slate-600 text-sm">{testimonial.detail}</span> : null}
        </span>
      </figcaption>
    </figure>
  </li>
);

const SKELETON_CARDS = 3;

/**
 * Published testimonials only: while none is published (or they cannot be loaded) the section is left out, rather than
 * showing a placeholder that reads like a made-up review.
 */
export const Testimonials = () => {
  const { data: testimonials, isPending } = useTestimonials();
  const { m } = useMessages(freeQuoteCatalogue);
  if (!isPending && (!testimonials || testimonials.length === 0)) return null;

  return (
    <section aria-labelledby="testimonials-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <h2
          id="testimonials-heading"
          className="text-balance text-center font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl"
        >
          {m.testimonials.title}
        </h2>
        {isPending || !testimonials ? (
          <div aria-busy="true" className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">{m.testimonials.loading}</span>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                key={index}
                aria-hidden="true"
                className="flex animate-pulse flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6"
              >
                <div className="h-4 w-24 rounded bg-slate-200" />
                <div className="h-4 w-full rounded bg-slate-100" />
                <div className="h-4 w-5/6 rounded bg-slate-100" />
                <div className="flex items-center gap-3">
                  <div className="size-10 rounded-full bg-slate-200" />
                  <div className="h-4 w-28 rounded bg-slate-200" />
                </div>
              </div>
            ))}
          </div>
        ) : (
          <ul
            className={`mt-12 grid gap-6 ${testimonials.length === 1 ? 'mx-auto max-w-xl' : 'md:grid-cols-2 lg:grid-cols-3'}`}
          >
            {testimonials.map((testimonial) => (
              <TestimonialCard key={testimonial.testimonialId} testimonial={testimonial} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
};
