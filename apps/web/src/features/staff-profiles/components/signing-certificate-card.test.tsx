import type { TStaffProfile } from '@sello/shared/staff-profile-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { adminUser, jsonResponse, makeTokens } from '@/testing/auth-fixtures';
import { StaffProfileView } from './staff-profile-view';

const USER_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const fetchMock = vi.fn<typeof fetch>();
const CERTIFICATE = {
  subject: 'María Traductora Jurada',
  issuer: 'AC FNMT Usuarios',
  validUntil: '2030-06-30T12:00:00.000Z',
};

const profile = (overrides: Partial<TStaffProfile> = {}): TStaffProfile => ({
  userId: USER_ID,
  email: 'maria@sello.test',
  staffRole: 'translator',
  displayName: 'María Traductora',
  languagePairs: [{ source: 'english', target: 'spanish' }],
  credentials: [],
  seal: null,
  signature: null,
  signingCertificate: null,
  canEditCredentials: false,
  ...overrides,
});

const renderView = (owner: 'me' | { userId: string }) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StaffProfileView owner={owner} />
    </QueryClientProvider>,
  );

const section = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Digital signing certificate (optional)' })).closest(
      'section',
    ) as HTMLElement,
  );

const p12 = () =>
  new File([new Uint8Array([0x30, 0x82, 0x01, 0x02, 0xff])], 'maria.p12', { type: 'application/x-pkcs12' });

describe('the digital signing certificate on a staff profile', () => {
  beforeEach(() => {
    window.localStorage.clear();
    authStore.setSession(makeTokens('translator'), { ...adminUser, staffRole: 'translator' });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    authStore.clear();
  });

  it('uploads the file base64 with its passphrase and then shows subject, issuer and expiry', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      jsonResponse(200, { profile: profile(init?.method === 'PUT' ? { signingCertificate: CERTIFICATE } : {}) }),
    );
    renderView('me');
    const card = await section();
    expect(card.getByText('No signing certificate uploaded.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.upload(card.getByLabelText(/^Certificate file/), p12());
    const passphrase = card.getByLabelText(/^Certificate passphrase/);
    expect(passphrase).toHaveAttribute('type', 'password');
    await user.type(passphrase, 's3cret phrase');
    await user.click(card.getByRole('button', { name: 'Save certificate' }));

    expect(await card.findByText('María Traductora Jurada')).toBeInTheDocument();
    expect(card.getByText('AC FNMT Usuarios')).toBeInTheDocument();
    expect(card.getByText('June 30, 2030')).toBeInTheDocument();
    expect(card.getByRole('status')).toHaveTextContent('Certificate saved');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('/api/staff/me/profile/signing-certificate');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ certificate: 'MIIBAv8=', passphrase: 's3cret phrase' });
    expect(card.getByLabelText(/^Certificate passphrase/)).toHaveValue('');
  });

  it('says what is missing before sending anything, and shows the server’s refusal', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(400, { error: 'The passphrase does not open this certificate', code: 'BAD_REQUEST' })
        : jsonResponse(200, { profile: profile() }),
    );
    renderView('me');
    const card = await section();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(card.getByRole('button', { name: 'Save certificate' }));
    expect(card.getByText('Choose the certificate file (.p12 or .pfx)')).toBeInTheDocument();
    expect(card.getByText('Enter the passphrase of the certificate')).toBeInTheDocument();
    await user.upload(
      card.getByLabelText(/^Certificate file/),
      new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }),
    );
    await user.type(card.getByLabelText(/^Certificate passphrase/), 'wrong');
    await user.click(card.getByRole('button', { name: 'Save certificate' }));
    expect(card.getByText('scan.pdf is not a .p12 or .pfx certificate file')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);

    await user.upload(card.getByLabelText(/^Certificate file/), p12());
    await user.click(card.getByRole('button', { name: 'Save certificate' }));
    expect(await card.findByText('The passphrase does not open this certificate')).toBeInTheDocument();
  });

  it('removes it after a confirmation', async () => {
    let current: typeof CERTIFICATE | null = CERTIFICATE;
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'DELETE') current = null;
      return jsonResponse(200, { profile: profile({ signingCertificate: current }) });
    });
    renderView('me');
    const card = await section();
    expect(await card.findByText('María Traductora Jurada')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the signing certificate?' });
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove certificate' }));
    expect(await card.findByText('No signing certificate uploaded.')).toBeInTheDocument();
    const removal = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(removal?.[0])).toContain('/api/staff/me/profile/signing-certificate');
  });

  it('shows a project manager someone’s certificate without a way to change it', async () => {
    authStore.setSession(makeTokens('manager'), { ...adminUser, staffRole: 'project_manager' });
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, { profile: profile({ signingCertificate: CERTIFICATE }) }),
    );
    renderView({ userId: USER_ID });
    const card = await section();
    expect(await card.findByText('María Traductora Jurada')).toBeInTheDocument();
    expect(card.queryByLabelText(/^Certificate file/)).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });
});
