import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_MESSAGE } from '@/lib/api-client';
import { LoadError } from './load-error';

const renderError = (error: Error, path = '/', title = 'Failed to load orders') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LoadError title={title} error={error} retrying={false} onRetry={() => undefined} />
    </MemoryRouter>,
  );

describe('LoadError', () => {
  it('says the connection failed when the server could not be reached', () => {
    renderError(new ApiError(NETWORK_MESSAGE, 0, 'NETWORK'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load orders');
    expect(alert).toHaveTextContent(NETWORK_MESSAGE);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows the server's own message", () => {
    renderError(new ApiError('Too many requests.', 429, 'RATE_LIMITED', null, 'Too many requests.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests.');
  });

  it('shows the generic fallback when nothing more is known', () => {
    renderError(new ApiError('Request failed (500)', 500, 'UNKNOWN'));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('is in Spanish on a Spanish page, the server’s English left out', () => {
    renderError(
      new ApiError('Too many requests.', 429, 'RATE_LIMITED', null, 'Too many requests.'),
      '/es/dashboard',
      'No se pudieron cargar sus pedidos',
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Demasiadas solicitudes. Espere un minuto e inténtelo de nuevo.');
    expect(alert).not.toHaveTextContent('Too many requests.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
