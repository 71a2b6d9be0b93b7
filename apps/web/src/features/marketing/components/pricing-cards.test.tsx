import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchedPaths, stubPublicConfigFetch } from '@/testing/public-config-fixtures';
import { PricingCards } from './pricing-cards';

describe('PricingCards', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the prices and minimum charge of the one public configuration read', async () => {
    const fetchMock = stubPublicConfigFetch();
    render(
      <MemoryRouter>
        <PricingCards />
      </MemoryRouter>,
    );
    expect(await screen.findByText('$0.09')).toBeInTheDocument();
    expect(screen.getByText('$45')).toBeInTheDocument();
    expect(screen.getByText('A minimum charge of $25 applies per order.')).toBeInTheDocument();
    expect(screen.queryByText('Showing our standard prices')).not.toBeInTheDocument();
    expect(fetchedPaths(fetchMock)).toEqual(['/api/config/all']);
  });

  it('shows the standard prices when the settings cannot be read, in the page’s language, and tries again', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter initialEntries={['/es/pricing']}>
        <PricingCards />
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Mostramos nuestros precios estándar');
    expect(screen.getByText('0,07 US$')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(calls));
  });
});
