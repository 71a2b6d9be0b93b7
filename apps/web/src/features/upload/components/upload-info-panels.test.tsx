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

  it('in Spanish at /es/upload: the rates, the steps, the retention and the contact link, all in Spanish', async () => {
    stubPublicConfigFetch();
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/es/upload']}>
        <UploadInfoPanels />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Nuestras tarifas')).toBeInTheDocument();
    expect(screen.getByText('por página')).toBeInTheDocument();
    expect(screen.getByText(/Se aplica un importe mínimo de 25\sUS\$ por pedido\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cómo protegemos sus archivos' }));
    expect(
      screen.getByText('Si no hace un pedido, sus archivos se eliminan automáticamente al cabo de 24 horas.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Qué ocurre después' }));
    const list = screen.getByRole('list', { name: 'Qué ocurre después' });
    expect(within(list).getAllByRole('listitem')[3]).toHaveTextContent(
      'Usted acepta el presupuesto y paga. No se cobra nada antes de que lo acepte.',
    );
    expect(screen.getByRole('link', { name: 'formulario de contacto' })).toHaveAttribute('href', '/es/contact');
    expect(
      screen.getByText(
        'Plazo de entrega habitual: traducción profesional, 2–3 días hábiles; traducción jurada, 3–5 días hábiles.',
      ),
    ).toBeInTheDocument();
  });

  it('in French at /fr/upload', async () => {
    stubPublicConfigFetch();
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/fr/upload']}>
        <UploadInfoPanels />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Nos tarifs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Et ensuite ?' }));
    expect(screen.getByText(/La livraison express, la certification notariale/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'formulaire de contact' })).toHaveAttribute('href', '/fr/contact');
  });
});
