import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchedPaths, stubPublicConfigFetch } from '@/testing/public-config-fixtures';
import { RatesCard } from './upload-info-panels';

describe('RatesCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the rates and minimum charge of the one public configuration read', async () => {
    const fetchMock = stubPublicConfigFetch();
    render(<RatesCard />);
    expect(await screen.findByText('$0.09')).toBeInTheDocument();
    expect(screen.getByText('$45')).toBeInTheDocument();
    expect(screen.getByText(/A minimum charge of \$25 applies per order\./)).toBeInTheDocument();
    expect(fetchedPaths(fetchMock)).toEqual(['/api/config/all']);
  });
});
