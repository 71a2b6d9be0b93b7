import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchedPaths, stubPublicConfigFetch } from '@/testing/public-config-fixtures';
import { RatesCard, UploadInfoPanels } from './upload-info-panels';

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

  it('says what happens next as it really happens, the extras and where to ask for another language pair', async () => {
    stubPublicConfigFetch();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <UploadInfoPanels />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'What happens next' }));
    const list = screen.getByRole('list', { name: 'What happens next' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'We count the pages and words in your files and show your estimate right away.',
      'You choose professional or sworn translation and send us your project. No payment is taken.',
      'Our team reviews your documents within 24 hours and emails you an official quote with the final price and delivery date.',
      'You approve the quote and pay. Nothing is charged before you approve.',
      'We translate your documents; for a sworn translation, you check a draft before we issue it.',
      'We email you when your translation is ready to download.',
    ]);
    expect(screen.getByText(/Rush delivery, notarization and posted hard copies can be added/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  });
});
