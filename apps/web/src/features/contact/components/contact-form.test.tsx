import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/auth-fixtures';
import { ContactForm, SUCCESS_MESSAGE_MS } from './contact-form';

const fetchMock = vi.fn<typeof fetch>();

const renderForm = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ContactForm />
    </QueryClientProvider>,
  );

const fillRequired = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Ana García');
  await user.type(screen.getByRole('textbox', { name: /email/i }), 'ana@example.com');
  await user.type(screen.getByRole('textbox', { name: /message/i }), 'I need a sworn translation.');
};

describe('ContactForm', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps the button disabled until the required fields are filled', async () => {
    const user = userEvent.setup();
    renderForm();
    const submit = screen.getByRole('button', { name: /send message/i });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ana@example.com');
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /message/i }), '   ');
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'Hello');
    expect(submit).toBeEnabled();
  });

  it('sends the message, confirms for three seconds and clears the form', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { success: true, id: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' }));
    // The confirmation's three seconds are the test's to end, not a real wait racing a busy machine.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await fillRequired(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /subject/i }), 'quote');
    await user.click(screen.getByRole('button', { name: /send message/i }));

    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ana García',
      email: 'ana@example.com',
      subject: 'quote',
      message: 'I need a sworn translation.',
    });
    expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /message/i })).toHaveValue('');

    act(() => {
      vi.advanceTimersByTime(SUCCESS_MESSAGE_MS);
    });
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();
  });

  it("shows the server's error and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { error: 'Too many messages. Please try again later.', code: 'RATE_LIMITED' }),
    );
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: /send message/i }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Please try again later.');
    expect(screen.getByRole('textbox', { name: /message/i })).toHaveValue('I need a sworn translation.');
    expect(screen.getByRole('button', { name: /send message/i })).toBeEnabled();
  });

  it('disables the button while sending', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: /send message/i }));
    expect(await screen.findByRole('button', { name: /sending/i })).toBeDisabled();
    answer(jsonResponse(201, { success: true, id: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' }));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
  });
});
