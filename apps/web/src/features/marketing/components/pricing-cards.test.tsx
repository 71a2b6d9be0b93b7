import { render, screen } from '@testing-library/react';
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
});
