import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMetaPixelForTests } from '@/lib/meta-pixel';
import { deferred, describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { LeadForm } from './lead-form';

const LEAD_ID = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const fetchMock = vi.fn<typeof fetch>();

const renderForm = (props: { initialLanguage?: string; destinationCountry?: string } = {}) => {
  const router = createMemoryRouter([{ path: '/', element: <LeadForm {...props} /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: /request free quote|sending/i });

const fillRequired = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(field(/full name/i), 'Ana García');
  await user.type(field(/email/i), 'ana@example.com');
};

describe('LeadForm', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.fbq;
    resetMetaPixelForTests();
  });

  it('shows the exact messages for an invalid email and phone, linked to their inputs', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field(/full name/i), 'Ana');
    await user.type(field(/email/i), 'ana@example');
    await user.type(field(/phone/i), '12ab');
    await user.type(field(/number of pages/i), '1.5');
    await user.click(submitButton());

    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a whole number of pages (1 or more).')).toBeInTheDocument();
    expect(field(/email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/email/i)).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(field(/phone/i)).toHaveAccessibleDescription('Please enter a valid phone number.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for an email only: the name is optional', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(field(/full name/i)).not.toBeRequired();
    await user.click(submitButton());
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
  });

  it('defaults to Spanish and preselects the language it is given', () => {
    renderForm();
    expect(screen.getByRole('combobox', { name: /translate into/i })).toHaveValue('spanish');
  });

  it.each([
    ['fr', 'french'],
    ['German', 'german'],
  ])('preselects %s as %s', (initialLanguage, value) => {
    renderForm({ initialLanguage });
    expect(screen.getByRole('combobox', { name: /translate into/i })).toHaveValue(value);
    expect(screen.queryByRole('textbox', { name: /which language/i })).not.toBeInTheDocument();
  });

  it('preselects Other with the text of an unknown language and sends it lower-cased', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { success: true, id: LEAD_ID }));
    const user = userEvent.setup();
    renderForm({ initialLanguage: 'Portuguese', destinationCountry: 'Brazil' });
    expect(screen.getByRole('combobox', { name: /translate into/i })).toHaveValue('other');
    expect(field(/which language/i)).toHaveValue('Portuguese');
    await fillRequired(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: /we have your request/i });
    expect(describeCall(fetchMock.mock.calls[0] ?? []).body).toMatchObject({
      targetLanguages: ['portuguese'],
      destinationCountry: 'Brazil',
    });
  });

  it('asks both languages, from and into: Spanish documents into English', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { success: true, id: LEAD_ID }));
    const user = userEvent.setup();
    renderForm();
    const from = screen.getByRole('combobox', { name: /translate from/i });
    expect(from).toHaveValue('english');
    await user.selectOptions(from, 'spanish');
    await user.selectOptions(screen.getByRole('combobox', { name: /translate into/i }), 'english');
    await fillRequired(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: /we have your request/i });
    expect(describeCall(fetchMock.mock.calls[0] ?? []).body).toMatchObject({
      sourceLanguage: 'spanish',
      targetLanguages: ['english'],
    });
  });

  it('requires the language when Other is chosen', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /translate into/i }), 'other');
    await user.click(submitButton());
    expect(await screen.findByText('Please tell us the language.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the lead, replaces the form with a confirmation and tracks a Lead worth pages × 39 USD', async () => {
    const fbq = vi.fn();
    window.fbq = fbq as unknown as typeof window.fbq;
    fetchMock.mockResolvedValue(jsonResponse(201, { success: true, id: LEAD_ID }));
    const user = userEvent.setup();
    renderForm({ initialLanguage: 'fr', destinationCountry: 'Spain' });
    await fillRequired(user);
    await user.type(field(/phone/i), '+34 600 000 000');
    await user.type(field(/number of pages/i), '3');
    await user.type(field(/what do you need translated/i), 'Birth certificate');
    await user.click(submitButton());

    const heading = await screen.findByRole('heading', { name: 'Thank you, we have your request' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/we aim to reply within one business day/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /instant quote/i })).toHaveAttribute('href', '/upload');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    const call = describeCall(fetchMock.mock.calls[0] ?? []);
    expect(call.url).toBe('/api/leads');
    expect(call.method).toBe('POST');
    expect(call.authorization).toBeNull();
    expect(call.body).toEqual({
      source: 'free-quote',
      email: 'ana@example.com',
      name: 'Ana García',
      phone: '+34 600 000 000',
      totalPages: 3,
      documentDescription: 'Birth certificate',
      sourceLanguage: 'english',
      targetLanguages: ['french'],
      destinationCountry: 'Spain',
    });
    expect(fbq).toHaveBeenCalledWith('track', 'Lead', { value: 117, currency: 'USD' });
  });

  it('tracks a Lead worth 1 without a page count, and takes any 2xx as success', async () => {
    const fbq = vi.fn();
    window.fbq = fbq as unknown as typeof window.fbq;
    fetchMock.mockResolvedValue(new Response('<html>ok</html>', { status: 200 }));
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Thank you, we have your request' });
    expect(fbq).toHaveBeenCalledWith('track', 'Lead', { value: 1, currency: 'USD' });
  });

  it('says something went wrong on a server error and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { error: 'Internal Server Error', code: 'INTERNAL' }));
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.type(field(/what do you need translated/i), 'Diploma');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(field(/email/i)).toHaveValue('ana@example.com');
    expect(field(/what do you need translated/i)).toHaveValue('Diploma');
    expect(submitButton()).toBeEnabled();
  });

  it('says something went wrong when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(field(/full name/i)).toHaveValue('Ana García');
  });

  it('disables the button while sending, so a double click sends once', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.dblClick(submitButton());
    expect(await screen.findByRole('button', { name: /sending/i })).toBeDisabled();
    answer.resolve(jsonResponse(201, { success: true, id: LEAD_ID }));
    await screen.findByRole('heading', { name: 'Thank you, we have your request' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
