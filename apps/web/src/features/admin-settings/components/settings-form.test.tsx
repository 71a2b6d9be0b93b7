import type { TAdminSettingsResponse } from '@sello/shared/admin-settings-schemas';
import { defaultSettings } from '@sello/shared/settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { SettingsForm } from './settings-form';

const fetchMock = vi.fn<typeof fetch>();

const current: TAdminSettingsResponse = {
  settings: defaultSettings('support@sello.test'),
  updatedAt: '2026-11-20T10:00:00.000Z',
  environment: { maxUploadMb: 50, maxFiles: 20 },
};

const renderForm = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <SettingsForm data={current} />
    </QueryClientProvider>,
  );

const field = (name: RegExp) => screen.getByLabelText(name);
const replace = async (user: ReturnType<typeof userEvent.setup>, name: RegExp, value: string) => {
  await user.clear(field(name));
  if (value) await user.type(field(name), value);
};

describe('SettingsForm', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the current values and the operator limits', () => {
    renderForm();
    expect(field(/professional rate per word/i)).toHaveValue(0.07);
    expect(field(/sworn rate per page/i)).toHaveValue(40);
    expect(field(/support email/i)).toHaveValue('support@sello.test');
    expect(field(/uploads without an order/i)).toHaveValue(24);
    expect(field(/delivered order files/i)).toHaveValue(30);
    expect(screen.getByText('50 MB')).toBeInTheDocument();
  });

  it('explains each invalid field next to it and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await replace(user, /professional rate per word/i, '0');
    await replace(user, /sworn rate per page/i, '');
    await replace(user, /professional: from/i, '4');
    await replace(user, /support email/i, 'support-at-sello');
    await user.click(screen.getByRole('button', { name: /save settings/i }));

    expect(await screen.findByText('Rate per word must be more than 0')).toBeInTheDocument();
    expect(field(/professional rate per word/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/professional rate per word/i)).toHaveAccessibleDescription('Rate per word must be more than 0');
    expect(screen.getByText('Rate per page must be a number')).toBeInTheDocument();
    expect(field(/professional: to/i)).toHaveAccessibleDescription('Maximum must be at least the minimum');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the whole settings object and confirms', async () => {
    const saved = {
      ...current,
      settings: { ...current.settings, pricing: { ...current.settings.pricing, professionalRatePerWord: 0.1 } },
      updatedAt: '2026-11-21T10:00:00.000Z',
    };
    fetchMock.mockResolvedValue(jsonResponse(200, saved));
    const user = userEvent.setup();
    renderForm();
    await replace(user, /professional rate per word/i, '0.1');
    await user.click(screen.getByRole('button', { name: /save settings/i }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const call = describeCall(fetchMock.mock.calls[0] ?? []);
    expect(call).toMatchObject({ url: '/api/admin/settings', method: 'PUT' });
    expect(call.body).toEqual(saved.settings);
    expect(screen.getByRole('button', { name: /discard changes/i })).toBeDisabled();
  });

  it("puts the server's per-field messages on the fields", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: 'supportEmail: Please enter a valid email address',
        code: 'BAD_REQUEST',
        fields: { supportEmail: 'This address is refused by the server' },
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await replace(user, /support email/i, 'help@sello.test');
    await user.click(screen.getByRole('button', { name: /save settings/i }));

    await waitFor(() =>
      expect(field(/support email/i)).toHaveAccessibleDescription('This address is refused by the server'),
    );
    expect(screen.getByText('The settings were not saved')).toBeInTheDocument();
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
  });

  it('saves the extras, official quote validity, legibility threshold, bank transfer (instructions, account) and invoice details', async () => {
    const settings = {
      ...current.settings,
      extras: {
        rush: { surchargePercent: 75, deliveryBusinessDays: 2 },
        notarization: { pricePerOrder: 40 },
        hardCopy: { pricePerCopy: 12.5, shipping: 20 },
      },
      officialQuoteValidityDays: 7,
      legibilityThreshold: 70,
      bankTransfer: { instructions: 'Wire to account 42.', account: 'IBAN ES91 2100 0418 4502 0005 1332' },
      invoice: { agencyName: 'Sello Ltd', address: '1 Main St\nSpringfield', taxId: 'US-123' },
    };
    fetchMock.mockResolvedValue(jsonResponse(200, { ...current, settings }));
    const user = userEvent.setup();
    renderForm();
    expect(field(/rush surcharge/i)).toHaveValue(50);
    expect(field(/bank transfer instructions/i)).toHaveValue(current.settings.bankTransfer.instructions);
    await replace(user, /rush surcharge/i, '75');
    await replace(user, /rush delivery/i, '2');
    await replace(user, /notarization price/i, '40');
    await replace(user, /hard copy price/i, '12.5');
    await replace(user, /hard copy shipping/i, '20');
    await replace(user, /official quote validity/i, '7');
    await replace(user, /flag pages below this ocr confidence/i, '70');
    await replace(user, /bank transfer instructions/i, 'Wire to account 42.');
    await replace(user, /account to pay into/i, 'IBAN ES91 2100 0418 4502 0005 1332');
    await replace(user, /agency name/i, 'Sello Ltd');
    await replace(user, /agency address/i, '1 Main St{Enter}Springfield');
    await replace(user, /tax id/i, 'US-123');
    await user.click(screen.getByRole('button', { name: /save settings/i }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(describeCall(fetchMock.mock.calls[0] ?? []).body).toEqual(settings);
  });

  it('saves the owner\'s "require two-factor for staff" (issue 30)', async () => {
    const settings = { ...current.settings, staffSecurity: { requireTwoFactor: true } };
    fetchMock.mockResolvedValue(jsonResponse(200, { ...current, settings }));
    const user = userEvent.setup();
    renderForm();
    const checkbox = screen.getByRole('checkbox', { name: 'Require two-factor authentication for staff' });
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: /save settings/i }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(describeCall(fetchMock.mock.calls[0] ?? []).body).toEqual(settings);
  });

  it('saves draft approval per service, its correction rounds and its days, and explains a bad value', async () => {
    const settings = {
      ...current.settings,
      draftApproval: { professional: true, sworn: false, rounds: 3, autoApproveDays: 7 },
    };
    fetchMock.mockResolvedValue(jsonResponse(200, { ...current, settings }));
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('checkbox', { name: 'Sworn orders need draft approval' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Professional orders need draft approval' })).not.toBeChecked();
    expect(field(/correction rounds/i)).toHaveValue(2);
    expect(field(/days before a draft counts as approved/i)).toHaveValue(5);

    await replace(user, /days before a draft counts as approved/i, '0');
    await user.click(screen.getByRole('button', { name: /save settings/i }));
    expect(await screen.findByText('Give the customer at least 1 day')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Sworn orders need draft approval' }));
    await user.click(screen.getByRole('checkbox', { name: 'Professional orders need draft approval' }));
    await replace(user, /correction rounds/i, '3');
    await replace(user, /days before a draft counts as approved/i, '7');
    await user.click(screen.getByRole('button', { name: /save settings/i }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(describeCall(fetchMock.mock.calls[0] ?? []).body).toEqual(settings);
  });

  it('saves the place certifications are signed in (issue 31), and explains an empty one', async () => {
    const settings = { ...current.settings, certifiedTranslations: { place: 'Barcelona' } };
    fetchMock.mockResolvedValue(jsonResponse(200, { ...current, settings }));
    const user = userEvent.setup();
    renderForm();
    expect(field(/place of signing/i)).toHaveValue('Madrid');

    await replace(user, /place of signing/i, '');
    await user.click(screen.getByRole('button', { name: /save settings/i }));
    expect(await screen.findByText('Enter the place where certifications are signed')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await replace(user, /place of signing/i, 'Barcelona');
    await user.click(screen.getByRole('button', { name: /save settings/i }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(describeCall(fetchMock.mock.calls[0] ?? []).body).toEqual(settings);
  });

  it('explains invalid extras and an empty agency name next to their fields', async () => {
    const user = userEvent.setup();
    renderForm();
    await replace(user, /notarization price/i, '-1');
    await replace(user, /official quote validity/i, '0');
    await replace(user, /bank transfer instructions/i, '');
    await replace(user, /agency name/i, '');
    await user.click(screen.getByRole('button', { name: /save settings/i }));

    await waitFor(() =>
      expect(field(/notarization price/i)).toHaveAccessibleDescription('Notarization price cannot be negative'),
    );
    expect(field(/official quote validity/i)).toHaveAccessibleDescription(
      'Official quotes must stay valid for at least 1 day',
    );
    expect(field(/bank transfer instructions/i)).toHaveAccessibleDescription(
      'Please write how customers pay by bank transfer',
    );
    expect(field(/agency name/i)).toHaveAccessibleDescription('Agency name is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
