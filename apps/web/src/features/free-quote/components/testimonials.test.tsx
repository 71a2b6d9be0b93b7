import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse } from '@/testing/auth-fixtures';
import { Testimonials } from './testimonials';

const fetchMock = vi.fn<typeof fetch>();

const renderTestimonials = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Testimonials />
    </QueryClientProvider>,
  );

const testimonial = (index: number, rating?: number) => ({
  testimonialId: `3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c${String(index).padStart(2, '0')}`,
  name: `Client ${index}`,
  detail: index === 0 ? 'Student visa applicant, Madrid' : null,
  quote: `Quote number ${index}`,
  avatarUrl: null,
  ...(rating === undefined ? {} : { rating }),
});

describe('Testimonials', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for six and shows them with their star rating and their photo or initials', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        testimonials: [
          testimonial(0, 4),
          { ...testimonial(1, 5), avatarUrl: 'https://images.example.com/client-1.jpg' },
          { ...testimonial(2), name: 'Ana García' },
        ],
      }),
    );
    renderTestimonials();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/testimonials?limit=6');

    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Student visa applicant, Madrid')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    // A photo is decorative (the name is beside it), so it has an empty alt text.
    const photo = (items[1] as HTMLElement).querySelector('img');
    expect(photo).toHaveAttribute('src', 'https://images.example.com/client-1.jpg');
    expect(photo).toHaveAttribute('alt', '');
    expect(within(items[1] as HTMLElement).queryByText('C1')).not.toBeInTheDocument();
    // A photo that does not load gives way to the initials.
    fireEvent.error(photo as HTMLImageElement);
    expect(within(items[1] as HTMLElement).getByText('C1')).toHaveAttribute('aria-hidden', 'true');
    expect((items[1] as HTMLElement).querySelector('img')).toBeNull();
    // No rating: five stars.
    expect(within(items[2] as HTMLElement).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('AG')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('“Quote number 2”')).toBeInTheDocument();
  });

  it('shows at most six', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { testimonials: Array.from({ length: 8 }, (_, index) => testimonial(index, 5)) }),
    );
    renderTestimonials();
    expect(await screen.findAllByRole('listitem')).toHaveLength(6);
  });

  it('shows a loading skeleton until the answer arrives', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    renderTestimonials();
    expect(screen.getByText('Loading testimonials')).toBeInTheDocument();
    answer.resolve(jsonResponse(200, { testimonials: [testimonial(0, 5)] }));
    expect(await screen.findByText('“Quote number 0”')).toBeInTheDocument();
    expect(screen.queryByText('Loading testimonials')).not.toBeInTheDocument();
  });

  // No made-up praise and no placeholder that looks like one: without published testimonials, no section at all.
  it.each([
    ['the request fails', () => jsonResponse(500, { error: 'Internal Server Error', code: 'INTERNAL' })],
    ['none is published', () => jsonResponse(200, { testimonials: [] })],
  ])('shows nothing when %s', async (_, answer) => {
    fetchMock.mockResolvedValue(answer());
    const { container } = renderTestimonials();
    await waitFor(() => expect(screen.queryByText('Loading testimonials')).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('Our promise')).not.toBeInTheDocument();
  });
});
