import { SERVICE_NAMES } from '@sello/shared/constants';
import type { TTestimonial } from '@sello/shared/testimonial-schemas';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { PageLoading } from '@/components/ui/page-message';
import { errorMessage } from '@/lib/api-client';

import { useDeleteTestimonial, useTestimonials, useUpdateTestimonial } from '../api/testimonials';
import { TestimonialForm } from './testimonial-form';

type TEditing = { testimonial: TTestimonial | null } | null;

/** Testimonials shown on the public site: add, edit, publish or hide, order and delete. */
export const TestimonialsPanel = () => {
  const testimonials = useTestimonials();
  const update = useUpdateTestimonial();
  const remove = useDeleteTestimonial();
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TTestimonial | null>(null);
  const failure = update.error ?? remove.error;

  return (
    <section
      aria-labelledby="testimonials-heading"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-col gap-4 border-slate-200 border-b p-5 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="testimonials-heading" className="font-semibold text-lg text-slate-900">
            Customers’ words
          </h2>
          <p className="mt-1 text-slate-600 text-sm">Lowest position first. Drafts stay here.</p>
        </div>
        <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setEditing({ testimonial: null })}>
          Add testimonial
        </Button>
      </div>

      {failure ? (
        <div className="p-5 pb-0">
          <Alert tone="error" title="The change was not saved">
            {errorMessage(failure, 'Failed to save the testimonial')}
          </Alert>
        </div>
      ) : null}
      {testimonials.isPending ? <PageLoading label="Loading testimonials" /> : null}
      {testimonials.isError ? (
        <div className="p-5">
          <Alert tone="error" title="Failed to load testimonials">
            {errorMessage(testimonials.error, 'Failed to load testimonials')}
          </Alert>
        </div>
      ) : null}
      {testimonials.data?.testimonials.length === 0 ? (
        <p className="px-5 py-12 text-center text-slate-600">No testimonials yet.</p>
      ) : null}
      {testimonials.data && testimonials.data.testimonials.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {testimonials.data.testimonials.map((item) => (
            <li
              key={item.testimonialId}
              className="flex flex-col gap-3 p-5 lg:flex-row lg:items-start lg:justify-between"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold text-slate-900">{item.name}</p>
                  {item.detail ? <p className="text-slate-600 text-sm">· {item.detail}</p> : null}
                  <span
                    className={`rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset ${
                      item.published
                        ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
                        : 'bg-slate-100 text-slate-700 ring-slate-300'
                    }`}
                  >
                    {item.published ? 'Published' : 'Draft'}
                  </span>
                </div>
                <p className="mt-1 flex items-center gap-1 text-slate-600 text-sm">
                  <span className="sr-only">{`Rated ${item.rating} out of 5`}</span>
                  {Array.from({ length: 5 }, (_, index) => (
                    <Star
                      // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars
                      key={index}
                      aria-hidden="true"
                      className={`size-4 ${index < item.rating ? 'fill-amber-400 text-amber-500' : 'text-slate-300'}`}
                    />
                  ))}
                  <span className="ml-2">
                    Position {item.position}
                    {item.serviceType ? ` · ${SERVICE_NAMES[item.serviceType]}` : ''}
                  </span>
                </p>
                <blockquote className="mt-2 text-slate-800">“{item.quote}”</blockquote>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  icon={
                    item.published ? (
                      <EyeOff aria-hidden="true" className="size-4" />
                    ) : (
                      <Eye aria-hidden="true" className="size-4" />
                    )
                  }
                  loading={update.isPending && update.variables?.id === item.testimonialId}
                  onClick={() => update.mutate({ id: item.testimonialId, changes: { published: !item.published } })}
                  aria-label={`${item.published ? 'Unpublish' : 'Publish'} the testimonial by ${item.name}`}
                >
                  {item.published ? 'Unpublish' : 'Publish'}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  icon={<Pencil aria-hidden="true" className="size-4" />}
                  onClick={() => setEditing({ testimonial: item })}
                  aria-label={`Edit the testimonial by ${item.name}`}
                >
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Trash2 aria-hidden="true" className="size-4" />}
                  onClick={() => setDeleting(item)}
                  aria-label={`Delete the testimonial by ${item.name}`}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.testimonial ? 'Edit testimonial' : 'Add testimonial'}
        widthClassName="max-w-xl"
      >
        {editing ? <TestimonialForm testimonial={editing.testimonial} onDone={() => setEditing(null)} /> : null}
      </Modal>
      <Modal open={deleting !== null} onClose={() => setDeleting(null)} title="Delete this testimonial?">
        <p className="text-slate-700">
          The testimonial by {deleting?.name} will be removed from the site and from this list.
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="outline" onClick={() => setDeleting(null)} data-autofocus>
            Keep it
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() => {
              if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
            }}
          >
            Delete
          </Button>
        </div>
      </Modal>
    </section>
  );
};
