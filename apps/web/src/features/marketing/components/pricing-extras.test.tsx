import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubPublicConfigFetch } from '@/testing/public-config-fixtures';
import { PricingExtras } from './pricing-extras';

describe('PricingExtras', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names the extras staff can add to the official quote at their current prices, with no price ticker', async () => {
    stubPublicConfigFetch();
    render(
      <MemoryRouter>
        <PricingExtras />
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

  it('names them in French, the link kept in French', async () => {
    stubPublicConfigFetch();
    render(
      <MemoryRouter initialEntries={['/fr/pricing']}>
        <PricingExtras />
      </MemoryRouter>,
    );
    const extras = await screen.findByRole('region', { name: 'Options à ajouter' });
    await within(extras).findByText('+40 %');
    expect(within(extras).getAllByRole('listitem')[0]).toHaveTextContent(/^Livraison express\+40 %/);
    expect(within(extras).getByRole('link')).toHaveAttribute('href', '/fr/contact');
  });
});
