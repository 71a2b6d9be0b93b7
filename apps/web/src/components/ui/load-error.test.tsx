import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_MESSAGE } from '@/lib/api-client';
import { LoadError } from './load-error';

const renderError = (error: Error) =>
  render(<LoadError title="Failed to load orders" error={error} retrying={false} onRetry={() => undefined} />);

describe('LoadError', () => {
  it('shows the generic fallback when the server gave no reason', () => {
    renderError(new ApiError(NETWORK_MESSAGE, 0, 'NETWORK'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load orders');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(alert).not.toHaveTextContent(NETWORK_MESSAGE);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows the server's own message", () => {
    renderError(new ApiError('Too many requests.', 429, 'RATE_LIMITED', null, 'Too many requests.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests.');
  });
});
