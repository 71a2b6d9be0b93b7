import { render, screen, within } from '@testing-library/react';
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

  it('names the extras staff can add to the official quote at their current prices, with no price ticker', async () => {
    stubPublicConfigFetch();
    render(
      <MemoryRouter>
        <PricingCards />
      </MemoryRouter>,
    );
    const extras = await screen.findByRole('region', { name: 'Extras you can add' });
    await within(extras).findByText('+40%');
    const rows = within(extras)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rows).toEqual([
      expect.stringContaining('Rush delivery+40%'),
      expect.stringContaining('Notarization$30 per order'),
      expect.stringContaining('Posted hard copy$12 per copy + $8 shipping'),
    ]);
    expect(rows[0]).toContain('in 2 business days');
    expect(extras).toHaveTextContent('added to your official quote');
    expect(within(extras).getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByText(/prices as of/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /refresh prices/i })).not.toBeInTheDocument();
  });
});
