import { INSTRUCTIONS_LOCKED, type TOrderInstructions } from '@sello/shared/order-instructions-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { ORDER_ID } from '@/testing/order-fixtures';
import { en } from '../messages/en';
import { OrderInstructionsSection } from './order-instructions-section';

const INSTRUCTIONS_READ_ONLY_NOTE = en.instructions.readOnlyNote;
const INSTRUCTIONS_SAVED = en.instructions.saved;

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const EMPTY: TOrderInstructions = { nameSpellings: [], translationInstructions: null, editable: true };

const renderSection = (instructions = EMPTY) => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <OrderInstructionsSection orderId={ORDER_ID} instructions={instructions} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
};

describe('OrderInstructionsSection', () => {
  it('adds names as in the passport, refuses one that is not a name, and saves them with the instructions', async () => {
    const user = renderSection();
    await user.click(screen.getByRole('button', { name: 'Add a name' }));
    expect(screen.getByLabelText('Name 1: what it is')).toHaveValue('full_name');
    await user.type(screen.getByLabelText('Name 1: as written in the passport'), 'Visit www.evil.example');
    await user.click(screen.getByRole('button', { name: 'Save names and instructions' }));
    expect(await screen.findByText('Use only letters, spaces, apostrophes and hyphens.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Name 1: as written in the passport'));
    await user.type(screen.getByLabelText('Name 1: as written in the passport'), 'José María PÉREZ NÚÑEZ');
    await user.click(screen.getByRole('button', { name: 'Add a name' }));
    await user.selectOptions(screen.getByLabelText('Name 2: what it is'), 'place');
    await user.type(screen.getByLabelText('Name 2: as written in the passport'), 'St. Louis, Missouri');
    await user.type(screen.getByLabelText(/Other instructions for the translator/), 'Keep both surnames.');

    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        success: true,
        instructions: {
          nameSpellings: [
            { kind: 'full_name', label: 'Full name', asWritten: 'José María PÉREZ NÚÑEZ' },
            { kind: 'place', label: 'Place', asWritten: 'St. Louis, Missouri' },
          ],
          translationInstructions: 'Keep both surnames.',
          editable: true,
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save names and instructions' }));
    expect(await screen.findByText(INSTRUCTIONS_SAVED)).toBeInTheDocument();
    expect(describeCall(fetchMock.mock.calls[0] ?? [])).toMatchObject({
      url: `/api/orders/${ORDER_ID}/instructions`,
      method: 'PUT',
      body: {
        nameSpellings: [
          { kind: 'full_name', asWritten: 'José María PÉREZ NÚÑEZ' },
          { kind: 'place', asWritten: 'St. Louis, Missouri' },
        ],
        translationInstructions: 'Keep both surnames.',
      },
    });
  });

  it('in Spanish: the words, and a name refused with the rule in Spanish', async () => {
    render(
      <MemoryRouter initialEntries={[`/es/orders/${ORDER_ID}`]}>
        <QueryClientProvider client={new QueryClient()}>
          <OrderInstructionsSection orderId={ORDER_ID} instructions={EMPTY} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    expect(screen.getByText(/Escriba cada nombre exactamente como figura en el pasaporte/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Añadir un nombre' }));
    await user.type(screen.getAllByRole('textbox')[0] as HTMLElement, 'Visit www.evil.example');
    await user.click(screen.getByRole('button', { name: 'Guardar nombres e instrucciones' }));
    expect(await screen.findByText('Use solo letras, espacios, apóstrofos y guiones.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal once the translation started", async () => {
    const user = renderSection();
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { error: INSTRUCTIONS_LOCKED, code: 'CONFLICT' }));
    await user.click(screen.getByRole('button', { name: 'Save names and instructions' }));
    expect(await screen.findByText(INSTRUCTIONS_LOCKED)).toBeInTheDocument();
  });

  it('is read-only with a note once the translation started', () => {
    renderSection({
      nameSpellings: [{ kind: 'mother_name', label: "Mother's name", asWritten: 'Ana NÚÑEZ' }],
      translationInstructions: 'Keep both surnames.',
      editable: false,
    });
    expect(screen.getByText("Mother's name")).toBeInTheDocument();
    expect(screen.getByText('Ana NÚÑEZ')).toBeInTheDocument();
    expect(screen.getByText('Keep both surnames.')).toBeInTheDocument();
    expect(screen.getByText(INSTRUCTIONS_READ_ONLY_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save names and instructions' })).not.toBeInTheDocument();
  });
});
