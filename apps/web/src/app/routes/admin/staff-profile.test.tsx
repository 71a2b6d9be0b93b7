import type { TStaffProfile } from '@sello/shared/staff-profile-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { adminUser, jsonResponse, makeTokens } from '@/testing/auth-fixtures';
import { AdminMyProfileRoute } from './my-profile';
import { AdminStaffProfileRoute } from './staff-profile';

const USER_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const fetchMock = vi.fn<typeof fetch>();

const profile = (overrides: Partial<TStaffProfile> = {}): TStaffProfile => ({
  userId: USER_ID,
  email: 'tina@sello.test',
  staffRole: 'translator',
  displayName: 'Tina Traductora',
  languagePairs: [{ source: 'english', target: 'spanish' }],
  credentials: [],
  seal: null,
  signature: null,
  signingCertificate: null,
  canEditCredentials: true,
  ...overrides,
});

const renderAt = (path: string, pattern: string, element: React.ReactNode) => {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

describe('staff profile pages', () => {
  beforeEach(() => {
    window.localStorage.clear();
    authStore.setSession(makeTokens('owner'), adminUser);
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    authStore.clear();
  });

  it('lets the back office add a sworn appointment, sent as the server expects, and shows what it covers', async () => {
    const sworn = {
      id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      kind: 'sworn' as const,
      jurisdiction: 'spain' as const,
      language: 'english' as const,
      number: 'TIJ 4321',
      issuingAuthority: 'Ministerio de Asuntos Exteriores, Unión Europea y Cooperación (MAEC)',
      formOfAddress: 'feminine' as const,
      coveredPairs: [
        { source: 'english' as const, target: 'spanish' as const },
        { source: 'spanish' as const, target: 'english' as const },
      ],
    };
    fetchMock.mockImplementation(async (_url, init) =>
      jsonResponse(init?.method === 'POST' ? 201 : 200, {
        profile: profile(init?.method === 'POST' ? { credentials: [sworn] } : {}),
      }),
    );
    renderAt(`/admin/staff/${USER_ID}`, '/admin/staff/:userId', <AdminStaffProfileRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tina Traductora' })).toBeInTheDocument();
    expect(screen.getByText(/No credentials yet: sworn work cannot be assigned/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add credential' }));
    await user.type(screen.getByLabelText(/Appointment number/), 'TIJ 4321');
    // The title printed on the seal and the certification, in the appointment's language; not said until chosen.
    const title = screen.getByRole('group', { name: 'Title on the seal and the certification' });
    expect(within(title).getByRole('radio', { name: 'Not set (Traductor/a-Intérprete Jurado/a)' })).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Appointment'), 'france');
    expect(within(title).getByRole('radio', { name: 'Traductrice assermentée' })).toBeInTheDocument();
    expect(within(title).getByRole('radio', { name: 'Traducteur assermenté' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Appointment'), 'spain');
    expect(within(title).getByRole('radio', { name: 'Traductor-Intérprete Jurado (Don)' })).toBeInTheDocument();
    await user.click(within(title).getByRole('radio', { name: 'Traductora-Intérprete Jurada (Doña)' }));
    await user.click(screen.getByRole('button', { name: 'Add credential' }));

    expect(await screen.findByText(/Sworn work: English → Spanish, Spanish → English/)).toBeInTheDocument();
    expect(
      screen.getByText('Title on the seal and the certification: Traductora-Intérprete Jurada (Doña)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Traductora-Intérprete Jurada (Spain) of English')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain(`/api/admin/staff/${USER_ID}/credentials`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      kind: 'sworn',
      jurisdiction: 'spain',
      language: 'english',
      number: 'TIJ 4321',
      issuingAuthority: 'Ministerio de Asuntos Exteriores, Unión Europea y Cooperación (MAEC)',
      formOfAddress: 'feminine',
    });
  });

  it("shows a project manager someone's profile read-only: the owner alone changes it", async () => {
    authStore.setSession(makeTokens('manager'), { ...adminUser, staffRole: 'project_manager' });
    const seal = {
      contentType: 'image/png' as const,
      url: `/api/staff/profile-images/${USER_ID}/seal?expires=1&signature=s`,
    };
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, { profile: profile({ canEditCredentials: false, seal }) }),
    );
    renderAt(`/admin/staff/${USER_ID}`, '/admin/staff/:userId', <AdminStaffProfileRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tina Traductora' })).toBeInTheDocument();
    expect(screen.getByText(/Only the owner changes staff profiles/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Display name/)).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Seal of Tina Traductora' })).toHaveAttribute('src', seal.url);
    expect(screen.getByText(/No credentials yet: sworn work cannot be assigned to this person/)).toBeInTheDocument();
    for (const name of ['Save profile', 'Add credential', 'Remove']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByLabelText('Replace seal')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Upload signature')).not.toBeInTheDocument();
  });

  it('shows a translator their credentials read-only and uploads a seal image as the request body', async () => {
    const seal = {
      contentType: 'image/png' as const,
      url: `/api/staff/profile-images/${USER_ID}/seal?expires=1&signature=s`,
    };
    fetchMock.mockImplementation(async (_url, init) =>
      jsonResponse(200, {
        profile: profile({ canEditCredentials: false, seal: init?.method === 'PUT' ? seal : null }),
      }),
    );
    renderAt('/admin/profile', '/admin/profile', <AdminMyProfileRoute />);
    expect(await screen.findByText(/The agency owner enters credentials/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add credential' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'seal.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload seal'), file);

    expect(await screen.findByRole('img', { name: 'Seal of Tina Traductora' })).toHaveAttribute('src', seal.url);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('/api/staff/me/profile/images/seal');
    expect(put?.[1]?.body).toBe(file);
    expect(new Headers(put?.[1]?.headers).get('content-type')).toBe('image/png');
  });

  it('refuses a file that is not a PNG or JPEG before sending it', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { profile: profile({ canEditCredentials: false }) }));
    renderAt('/admin/profile', '/admin/profile', <AdminMyProfileRoute />);
    await screen.findByText(/The agency owner enters credentials/);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Upload signature'),
      new File(['%PDF-1.7'], 'signature.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('signature.pdf is not a PNG or JPEG image.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
  });
});
