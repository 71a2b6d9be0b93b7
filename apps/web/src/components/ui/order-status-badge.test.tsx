import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrderStatusBadge, orderStatusDisplay } from './order-status-badge';

describe('orderStatusDisplay', () => {
  it('labels every status, including lower-case legacy values', () => {
    expect(orderStatusDisplay('PENDING').label).toBe('Pending review');
    expect(orderStatusDisplay('pending').label).toBe('Pending review');
    expect(orderStatusDisplay('in_progress').label).toBe('In progress');
    expect(orderStatusDisplay('completed').label).toBe('Completed');
    expect(orderStatusDisplay('cancelled').label).toBe('Cancelled');
    expect(orderStatusDisplay('DELIVERED').label).toBe('Delivered');
    expect(orderStatusDisplay('pending').tone).toEqual(orderStatusDisplay('PENDING').tone);
    expect(orderStatusDisplay('PAID').label).toBe('Payment received');
  });

  it('shows anything else in grey with its own words', () => {
    const unknown = orderStatusDisplay('on_hold');
    expect(unknown.label).toBe('On hold');
    expect(unknown.tone.badge).toContain('bg-slate-100');
    expect(orderStatusDisplay('').label).toBe('—');
  });
});

describe('OrderStatusBadge', () => {
  it('renders a legacy status', () => {
    render(
      <MemoryRouter>
        <OrderStatusBadge status="completed" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });

  it('says the status in the page’s language', () => {
    render(
      <MemoryRouter initialEntries={['/es/orders/x']}>
        <OrderStatusBadge status="PAID" />
        <OrderStatusBadge status="PENDING" label="Pendiente de pago" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Pago recibido')).toBeInTheDocument();
    expect(screen.getByText('Pendiente de pago')).toBeInTheDocument();
  });
});
