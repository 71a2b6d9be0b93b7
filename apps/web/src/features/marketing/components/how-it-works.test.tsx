import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubPublicConfigFetch } from '@/testing/public-config-fixtures';
import { HowItWorks } from './how-it-works';

describe('HowItWorks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('describes the real flow: estimate, review, official quote, approve and pay, translation, delivery', () => {
    stubPublicConfigFetch();
    render(
      <MemoryRouter>
        <HowItWorks />
      </MemoryRouter>,
    );
    const steps = within(screen.getByRole('list')).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Upload your documents',
      'Get an instant estimate',
      'We review your documents',
      'Receive your official quote',
      'Approve and pay',
      'Translation and delivery',
    ]);
    const section = screen.getByRole('region', { name: /six steps/i });
    expect(section).toHaveTextContent('for a sworn translation, you check a draft');
    expect(section).toHaveTextContent(
      'Rush delivery, notarization and posted hard copies can be added to the official quote.',
    );
    expect(section).not.toHaveTextContent(/reply to our email to go ahead/i);
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  });
});
