import { zodResolver } from '@hookform/resolvers/zod';
import { SERVICE_NAMES } from '@sello/shared/constants';
import { type TTestimonial, ZTestimonialInput } from '@sello/shared/testimonial-schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';

import { useCreateTestimonial, useUpdateTestimonial } from '../api/testimonials';

type TValues = z.input<typeof ZTestimonialInput>;
type TOutput = z.output<typeof ZTestimonialInput>;

const RATING_OPTIONS = [5, 4, 3, 2, 1].map((rating) => ({
  value: String(rating),
  label: `${rating} star${rating === 1 ? '' : 's'}`,
}));
const SERVICE_OPTIONS = [
  { value: '', label: 'Not specified' },
  { value: 'professional', label: SERVICE_NAMES.professional },
  { value: 'sworn', label: SERVICE_NAMES.sworn },
];

/** Create or edit one testimonial (inside a modal). */
export const TestimonialForm = ({ testimonial, onDone }: { testimonial: TTestimonial | null; onDone: () => void }) => {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(ZTestimonialInput),
    defaultValues: testimonial
      ? {
          name: testimonial.name,
          detail: testimonial.detail ?? '',
          quote: testimonial.quote,
          rating: testimonial.rating,
          avatarUrl: testimonial.avatarUrl ?? '',
          serviceType: testimonial.serviceType,
          published: testimonial.published,
          position: testimonial.position,
        }
      : {
          name: '',
          detail: '',
          quote: '',
          rating: 5,
          avatarUrl: '',
          serviceType: null,
          published: false,
          position: 0,
        },
    mode: 'onTouched',
  });
  const create = useCreateTestimonial();
  const update = useUpdateTestimonial();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  const onSubmit = (values: TOutput) => {
    if (testimonial) update.mutate({ id: testimonial.testimonialId, changes: values }, { onSuccess: onDone });
    else create.mutate(values, { onSuccess: onDone });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      {failure ? (
        <Alert tone="error" title="The testimonial was not saved">
          {errorMessage(failure, 'Failed to save the testimonial')}
        </Alert>
      ) : null}
      <TextField
        label="Name"
        required
        maxLength={100}
        error={errors.name?.message}
        {...register('name')}
        data-autofocus
      />
      <TextField
        label="Detail"
        optional
        maxLength={120}
        hint="e.g. Student visa applicant, Madrid"
        error={errors.detail?.message}
        {...register('detail')}
      />
      <TextareaField
        label="Testimonial"
        required
        rows={4}
        maxLength={1000}
        error={errors.quote?.message}
        {...register('quote')}
      />
      <TextField
        label="Photo address"
        optional
        type="url"
        maxLength={500}
        hint="An https:// link to the person's photo; without one, their initials are shown"
        error={errors.avatarUrl?.message}
        {...register('avatarUrl')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Rating"
          options={RATING_OPTIONS}
          error={errors.rating?.message}
          {...register('rating', { valueAsNumber: true })}
        />
        <SelectField
          label="Service"
          options={SERVICE_OPTIONS}
          error={errors.serviceType?.message}
          {...register('serviceType', { setValueAs: (value) => (value === '' || value === null ? null : value) })}
        />
        <TextField
          label="Position"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint="Lowest first"
          error={errors.position?.message}
          {...register('position', { valueAsNumber: true })}
        />
      </div>
      <label className="flex items-center gap-2 text-slate-800 text-sm">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-400 accent-brand-600"
          {...register('published')}
        />
        Published on the site
      </label>
      <div className="flex justify-end gap-3">
        <Button variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {testimonial ? 'Save changes' : 'Add testimonial'}
        </Button>
      </div>
    </form>
  );
};
