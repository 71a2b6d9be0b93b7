import { createHash, webcrypto } from 'node:crypto';
import type { TVerifiedDocument } from '@sello/shared/certified-document-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatLongDate } from '@/lib/order-format';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { VerifyDocumentView } from './verify-document-view';

const SHA = 'a'.repeat(64);

const makeVerified = (overrides: Partial<TVerifiedDocument> = {}): TVerifiedDocument => ({
  code: '7KQ2-M9XD-4TPA',
  status: 'valid',
  supersededAt: null,
  orderNumber: 'TRS-20261126-••••CD',
  documentName: 'birth-certificate.pdf',
  sourceLanguage: 'english',
  targetLanguage: 'spanish',
  certifications: ['sworn_spain'],
  translatorName: 'Lucía Martín',
  credentialNumber: 'TIJ-4521',
  issuedAt: '2026-11-26T10:00:00.000Z',
  pageCount: 4,
  sha256: SHA,
  signedDigitally: false,
  ...overrides,
});

const fetchMock = vi.fn<typeof fetch>();

const answer = (verify: () => Response, check?: (body: unknown) => Response) => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/config/all') return new Response('{}', { status: 404 });
    if (url.endsWith('/check') && check) return check(JSON.parse(String(init?.body)));
    if (url.startsWith('/api/verify/')) return verify();
    return new Response('{}', { status: 404 });
  });
};

const renderAt = (url: string) => {
  const View = () => {
    const code = router.state.location.pathname.replace(/^(\/(es|fr))?\/verify\/?/, '');
    return <VerifyDocumentView code={decodeURIComponent(code)} />;
  };
  const router = createMemoryRouter(
    [
      { path: '/verify', element: <View /> },
      { path: '/verify/:code', element: <View /> },
      { path: '/:locale/verify', element: <View /> },
      { path: '/:locale/verify/:code', element: <View /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const verifyCalls = () => fetchMock.mock.calls.map(describeCall).filter((call) => call.url.startsWith('/api/verify/'));

const codeInput = () => screen.getByRole('textbox', { name: 'Verification code' });

describe('VerifyDocumentView', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says a malformed code is one before asking the server', async () => {
    const user = userEvent.setup();
    answer(() => jsonResponse(200, makeVerified()));
    renderAt('/verify');
    await user.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter the verification code printed at the foot of each page.',
    );
    await user.type(codeInput(), '7KQ2-M9XD');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A verification code has 12 letters and digits, like 7KQ2-M9XD-4TPA.',
    );
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(verifyCalls()).toEqual([]);
  });

  it('refuses a malformed code in the address without a request', async () => {
    answer(() => jsonResponse(200, makeVerified()));
    renderAt('/verify/NOT-A-CODE');
    expect(await screen.findByRole('alert')).toHaveTextContent('A verification code has 12 letters and digits');
    expect(verifyCalls()).toEqual([]);
  });

  it('takes a forgiving code, puts it in the address and shows the genuine verdict with the facts', async () => {
    const user = userEvent.setup();
    answer(() => jsonResponse(200, makeVerified()));
    const router = renderAt('/verify');
    await user.type(codeInput(), ' 7kq2 m9xd 4tpa ');
    await user.click(screen.getByRole('button', { name: 'Check the code' }));

    const verdict = await screen.findByRole('heading', { name: 'Issued by Sello — this document is genuine' });
    expect(router.state.location.pathname).toBe('/verify/7KQ2-M9XD-4TPA');
    expect(codeInput()).toHaveValue('7KQ2-M9XD-4TPA');
    expect(verifyCalls()).toEqual([
      expect.objectContaining({ url: '/api/verify/7KQ2-M9XD-4TPA', authorization: null }),
    ]);
    expect(verdict).toHaveFocus();

    const facts = screen.getByRole('region', { name: 'What was issued under this code' });
    const fact = (term: string) => within(facts).getByText(term).nextElementSibling;
    expect(fact('Document')).toHaveTextContent('birth-certificate.pdf');
    expect(fact('Languages')).toHaveTextContent('English → Spanish');
    expect(fact('Certification')).toHaveTextContent('Spanish sworn translation (Orden AEC/2125/2014)');
    expect(fact('Translator')).toHaveTextContent('Lucía Martín');
    expect(fact('Credential number')).toHaveTextContent('TIJ-4521');
    expect(fact('Issued')).toHaveTextContent(formatLongDate('2026-11-26T10:00:00.000Z'));
    expect(fact('Pages')).toHaveTextContent('4 pages');
    expect(fact('Order')).toHaveTextContent('TRS-20261126-••••CD');
    expect(fact('Digital signature')).toHaveTextContent('Not signed digitally');
    expect(fact('SHA-256 fingerprint')).toHaveTextContent(SHA);
    expect(within(facts).getByRole('button', { name: 'Copy SHA-256' })).toBeInTheDocument();
  });

  it('in Spanish: the form, the verdict and the facts, the code kept under /es/', async () => {
    const user = userEvent.setup();
    answer(() => jsonResponse(200, makeVerified()));
    const router = renderAt('/es/verify');
    await user.click(screen.getByRole('button', { name: 'Comprobar el código' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Introduzca el código de verificación impreso al pie de cada página.',
    );
    const input = screen.getByRole('textbox', { name: 'Código de verificación' });
    await user.type(input, '7KQ2');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Un código de verificación tiene 12 letras y cifras');
    await user.clear(input);
    await user.type(input, '7kq2 m9xd 4tpa');
    await user.keyboard('{Enter}');

    expect(
      await screen.findByRole('heading', { name: 'Emitido por Sello: este documento es auténtico' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/es/verify/7KQ2-M9XD-4TPA');
    const facts = screen.getByRole('region', { name: 'Lo que se emitió con este código' });
    const fact = (term: string) => within(facts).getByText(term).nextElementSibling;
    expect(fact('Idiomas')).toHaveTextContent('Inglés → Español');
    expect(fact('Certificación')).toHaveTextContent('Traducción jurada española (Orden AEC/2125/2014)');
    expect(fact('Emitido el')).toHaveTextContent(formatLongDate('2026-11-26T10:00:00.000Z', 'es'));
    expect(fact('Páginas')).toHaveTextContent('4 páginas');
    expect(fact('Firma digital')).toHaveTextContent('Sin firma digital');
    expect(screen.getByRole('region', { name: 'Compruebe el PDF que ha recibido' })).toBeInTheDocument();
  });

  it('names the digital signer and the certificate’s issuer as the certificate does', async () => {
    answer(() =>
      jsonResponse(
        200,
        makeVerified({
          signedDigitally: true,
          signature: { subject: 'Lucía Martín', issuer: 'FNMT-RCM AC Representación', selfSigned: false },
        }),
      ),
    );
    renderAt('/verify/7KQ2-M9XD-4TPA');
    const signature = async () => {
      const facts = await screen.findByRole('region', { name: 'What was issued under this code' });
      return within(facts).getByText('Digital signature').nextElementSibling;
    };
    expect(await signature()).toHaveTextContent(
      'Digitally signed by Lucía Martín (certificate issued by FNMT-RCM AC Representación)',
    );
    expect(await signature()).not.toHaveTextContent('self-signed');
  });

  it('says a self-signed certificate shows the file unchanged, not who signed it', async () => {
    answer(() =>
      jsonResponse(
        200,
        makeVerified({
          signedDigitally: true,
          signature: { subject: 'Lucía Martín', issuer: 'Lucía Martín', selfSigned: true },
        }),
      ),
    );
    renderAt('/verify/7KQ2-M9XD-4TPA');
    const facts = await screen.findByRole('region', { name: 'What was issued under this code' });
    const signature = within(facts).getByText('Digital signature').nextElementSibling;
    expect(signature).toHaveTextContent('Digitally signed by Lucía Martín (certificate issued by Lucía Martín)');
    expect(signature).toHaveTextContent(
      'The certificate is self-signed: the signature shows the file is unchanged, not who signed it.',
    );
  });

  it('says a superseded document was replaced, and when', async () => {
    answer(() => jsonResponse(200, makeVerified({ status: 'superseded', supersededAt: '2026-11-28T09:00:00.000Z' })));
    renderAt('/verify/7KQ2-M9XD-4TPA');
    const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date('2026-11-28T09:00:00Z'));
    expect(
      await screen.findByRole('heading', {
        name: `Issued, but replaced by a newer version on ${date}: ask the holder for the current one`,
      }),
    ).toBeInTheDocument();
  });

  it('says our copy was deleted while the record stays genuine', async () => {
    answer(() => jsonResponse(200, makeVerified({ fileDeletedAt: '2026-12-01T09:00:00.000Z' })));
    renderAt('/verify/7KQ2-M9XD-4TPA');
    const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date('2026-12-01T09:00:00Z'));
    expect(await screen.findByRole('heading', { name: /this document is genuine/ })).toBeInTheDocument();
    expect(
      screen.getByText(
        `Our copy of the PDF was deleted on ${date}; this record stays, so the copy you hold can still be checked.`,
        { exact: false },
      ),
    ).toBeInTheDocument();
  });

  it('answers an unknown code with not found', async () => {
    answer(() =>
      jsonResponse(404, { error: 'No document was issued with this verification code.', code: 'NOT_FOUND' }),
    );
    renderAt('/verify/7KQ2-M9XD-4TPB');
    const verdict = await screen.findByRole('heading', { name: 'No document was issued with this code' });
    expect(screen.getByText('Check the code printed at the foot of each page.')).toBeInTheDocument();
    expect(verdict).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'What was issued under this code' })).not.toBeInTheDocument();
  });

  it("shows the server's message when it refuses for too many checks", async () => {
    answer(() => jsonResponse(429, { error: 'Too many requests. Try again in a minute.', code: 'RATE_LIMITED' }));
    renderAt('/verify/7KQ2-M9XD-4TPA');
    expect(await screen.findByText('Too many requests. Try again in a minute.')).toBeInTheDocument();
  });

  it.each([
    [true, 'This file is exactly the document issued'],
    [false, 'This file is not the document issued under this code: it differs from it (even by one byte)'],
  ])('hashes the dropped PDF in the browser and sends only its SHA-256 (match %s)', async (match, verdict) => {
    // jsdom has no WebCrypto digest: Node's stands in for the browser's.
    vi.stubGlobal('crypto', webcrypto);
    const user = userEvent.setup();
    const bytes = '%PDF-1.7\nthe certified translation\n%%EOF\n';
    const expected = createHash('sha256').update(bytes).digest('hex');
    answer(
      () => jsonResponse(200, makeVerified()),
      () => jsonResponse(200, { match, status: 'valid' }),
    );
    renderAt('/verify/7KQ2-M9XD-4TPA');
    await screen.findByRole('heading', { name: 'Issued by Sello — this document is genuine' });
    expect(screen.getByText(/Your file never leaves your device/)).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('PDF to check'),
      new File([bytes], 'translation.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(verdict)).toBeInTheDocument();
    const check = verifyCalls().find((call) => call.url.endsWith('/check'));
    expect(check).toEqual(
      expect.objectContaining({ url: '/api/verify/7KQ2-M9XD-4TPA/check', method: 'POST', body: { sha256: expected } }),
    );
  });
});
