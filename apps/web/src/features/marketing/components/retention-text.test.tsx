import type { TPublicConfiguration } from '@sello/shared/config-schemas';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicConfigStore } from '@/lib/public-config';
import { HomeFaq } from './home-faq';
import { WhyChooseUs } from './why-choose-us';

const fetchMock = vi.fn<typeof fetch>();

const withConfig = (ui: ReactNode, retention: TPublicConfiguration['retention']) => {
  publicConfigStore.setData({ brandName: 'Sello', retention } as unknown as TPublicConfiguration);
  return render(<MemoryRouter>{ui}</MemoryRouter>);
};

describe('retention periods in the marketing text', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => new Response('{}', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('states the periods from the settings on the home page', () => {
    withConfig(
      <>
        <WhyChooseUs />
        <HomeFaq />
      </>,
      { unconvertedHours: 24, deliveredDays: 30 },
    );
    expect(
      screen.getByText(/Uploads without an order are deleted after 24 hours; order files 30 days after delivery\./),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /deleted automatically after 24 hours\. Once your translation is delivered, your documents are kept for 30 days so you can download the translations/,
      ),
    ).toBeInTheDocument();
  });

  it('follows a changed setting', () => {
    withConfig(<WhyChooseUs />, { unconvertedHours: 1, deliveredDays: 7 });
    expect(screen.getByText(/deleted after 1 hour; order files 7 days after delivery/)).toBeInTheDocument();
  });
});
