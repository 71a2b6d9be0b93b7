import { Link, useNavigate, useSearchParams } from 'react-router';
import { AdminPage, AdminQueryState } from '@/components/ui/admin-page';
import { SelectField } from '@/components/ui/select-field';
import { useAdminSettings } from '@/features/admin-settings/api/get-settings';
import { OutboxPanel } from '@/features/admin-settings/components/outbox-panel';
import { SettingsForm } from '@/features/admin-settings/components/settings-form';
import { formatDateTime } from '@/lib/order-format';
import { useDocumentTitle } from '@/lib/use-document-title';

const TABS = [
  { id: 'general', label: 'Pricing & general' },
  { id: 'outbox', label: 'Email outbox' },
] as const;
type TTab = (typeof TABS)[number]['id'];

const isTab = (value: string | null): value is TTab => TABS.some((tab) => tab.id === value);

const GeneralSettings = () => {
  const settings = useAdminSettings();
  return (
    <AdminQueryState
      query={settings}
      loadingLabel="Loading settings"
      errorTitle="Failed to load the settings"
      errorFallback="Failed to load the settings"
    >
      {(data) => (
        <div className="flex flex-col gap-3">
          {data.updatedAt ? (
            <p className="text-slate-600 text-sm">Last saved {formatDateTime(data.updatedAt)}.</p>
          ) : null}
          <SettingsForm data={data} />
        </div>
      )}
    </AdminQueryState>
  );
};

/** /admin/settings: business settings and the email outbox, one section at a time (the owner's). */
export const AdminSettingsRoute = () => {
  useDocumentTitle('Settings');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('tab');
  const tab: TTab = isTab(requested) ? requested : 'general';

  return (
    <AdminPage title="Settings" description="Prices and estimates for new quotes, and outgoing email.">
      {/* Phones: the sections as a list to pick from; wider screens: tabs. */}
      <SelectField
        label="Section"
        options={TABS.map((item) => ({ value: item.id, label: item.label }))}
        value={tab}
        onChange={(event) =>
          navigate(event.target.value === 'general' ? '?' : `?tab=${event.target.value}`, { replace: true })
        }
        containerClassName="sm:hidden"
      />
      <nav aria-label="Settings sections" className="hidden sm:block">
        <ul className="flex gap-1 border-slate-200 border-b">
          {TABS.map((item) => {
            const current = item.id === tab;
            return (
              <li key={item.id}>
                <Link
                  to={item.id === 'general' ? '?' : `?tab=${item.id}`}
                  replace
                  aria-current={current ? 'page' : undefined}
                  className={`-mb-px inline-flex h-11 items-center border-b-2 px-4 font-medium text-sm transition-colors ${
                    current
                      ? 'border-brand-600 text-brand-700'
                      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                  }`}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {tab === 'general' ? <GeneralSettings /> : null}
      {tab === 'outbox' ? <OutboxPanel /> : null}
    </AdminPage>
  );
};
