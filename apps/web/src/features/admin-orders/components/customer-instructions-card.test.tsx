import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomerInstructionsCard } from './customer-instructions-card';

describe('CustomerInstructionsCard', () => {
  it("shows staff the customer's names as in the passport and instructions, and whether they may still change", () => {
    render(
      <CustomerInstructionsCard
        instructions={{
          nameSpellings: [
            { kind: 'full_name', label: 'Full name', asWritten: 'José María PÉREZ NÚÑEZ' },
            { kind: 'place', label: 'Place', asWritten: 'St. Louis, Missouri' },
          ],
          translationInstructions: 'Keep both surnames.',
          editable: false,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Names and instructions' })).toBeInTheDocument();
    expect(screen.getByText('Full name')).toBeInTheDocument();
    expect(screen.getByText('José María PÉREZ NÚÑEZ')).toBeInTheDocument();
    expect(screen.getByText('St. Louis, Missouri')).toBeInTheDocument();
    expect(screen.getByText('Keep both surnames.')).toBeInTheDocument();
    expect(screen.getByText('Fixed since the translation started.')).toBeInTheDocument();
  });

  it('says when the customer gave none', () => {
    render(
      <CustomerInstructionsCard instructions={{ nameSpellings: [], translationInstructions: null, editable: true }} />,
    );
    expect(screen.getByText('The customer gave no names or instructions.')).toBeInTheDocument();
  });
});
