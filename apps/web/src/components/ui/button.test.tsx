import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('marks a destructive action with the danger colour and an icon', () => {
    render(<Button variant="danger">Delete my account</Button>);
    const button = screen.getByRole('button', { name: 'Delete my account' });
    expect(button).toHaveClass('bg-danger-700');
    expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('keeps the icon it is given', () => {
    render(
      <Button variant="danger" icon={<span data-testid="own-icon" />}>
        Cancel the order
      </Button>,
    );
    expect(screen.getByTestId('own-icon')).toBeInTheDocument();
    expect(screen.getByRole('button').querySelectorAll('svg')).toHaveLength(0);
  });

  it('shows focus with the neutral ring, not the brand colour', () => {
    render(<Button>Get a quote</Button>);
    expect(screen.getByRole('button')).toHaveClass('focus-visible:outline-focus');
  });
});
