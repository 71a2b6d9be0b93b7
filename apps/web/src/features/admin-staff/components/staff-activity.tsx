import { AUDIT_ACTION_LABELS, type TAuditEvent } from '@sello/shared/audit-schemas';
import { STAFF_ROLE_LABELS, type TStaffRole } from '@sello/shared/staff-roles';
import { useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/order-format';
import { useStaffAudit } from '../api/audit';

const roleLabel = (role: unknown) => STAFF_ROLE_LABELS[role as TStaffRole] ?? String(role);

/** Who the change concerns and what changed: "Tara Translator (tara@…) · Translator → Reviewer". */
export const describeStaffChange = ({ action, detail }: Pick<TAuditEvent, 'action' | 'detail'>): string => {
  const member =
    typeof detail.memberName === 'string' && detail.memberName !== ''
      ? `${detail.memberName} (${detail.memberEmail})`
      : typeof detail.memberEmail === 'string'
        ? detail.memberEmail
        : null;
  const change = (() => {
    switch (action) {
      case 'staff_role_changed':
        return `${roleLabel(detail.from)} → ${roleLabel(detail.to)}`;
      case 'staff_two_factor_requirement_changed':
        return detail.required ? 'Required for staff' : 'No longer required';
      case 'staff_image_stored':
      case 'staff_image_removed':
        return detail.image === 'signature' ? 'Signature' : 'Seal';
      case 'staff_signing_certificate_stored':
      case 'staff_signing_certificate_removed':
        return typeof detail.subject === 'string' && detail.subject !== '' ? `Certificate of ${detail.subject}` : null;
      case 'staff_credential_added':
      case 'staff_credential_updated':
      case 'staff_credential_removed':
        return [detail.kind === 'sworn' ? 'Sworn' : 'Certified', detail.number].filter(Boolean).join(' ');
      default:
        return typeof detail.role === 'string' ? roleLabel(detail.role) : null;
    }
  })();
  return [member, change].filter(Boolean).join(' · ');
};

const actorLabel = (event: TAuditEvent) => {
  const role = event.actorRole === 'system' ? 'Sello' : roleLabel(event.actorRole);
  return event.actorName ? `${event.actorName} (${role})` : role;
};

/** "Staff activity" on the owner's staff page: invitations, roles, removals, credentials, images, newest first. */
export const StaffActivity = () => {
  const [page, setPage] = useState(1);
  const audit = useStaffAudit(page);
  if (audit.error && !audit.data) {
    return (
      <LoadError
        title="The staff activity could not be loaded"
        error={audit.error}
        retrying={audit.isFetching}
        onRetry={() => void audit.refetch()}
      />
    );
  }
  if (!audit.data) return <Spinner label="Loading the staff activity" />;
  if (audit.data.events.length === 0) return <p className="text-slate-600">No staff changes have been recorded yet.</p>;
  return (
    <>
      <ol aria-labelledby="staff-activity">
        {audit.data.events.map((event) => (
          <li
            key={event.id}
            className="flex flex-col gap-0.5 border-slate-100 border-b py-3 last:border-b-0 sm:flex-row sm:gap-4"
          >
            <time dateTime={event.createdAt} className="shrink-0 text-slate-500 text-sm sm:w-44">
              {formatDateTime(event.createdAt)}
            </time>
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{AUDIT_ACTION_LABELS[event.action]}</p>
              <p className="break-words text-slate-700 text-sm">{describeStaffChange(event)}</p>
              <p className="text-slate-500 text-sm">by {actorLabel(event)}</p>
            </div>
          </li>
        ))}
      </ol>
      {audit.data.total > audit.data.pageSize ? (
        <Pagination
          className="mt-4"
          page={audit.data.page}
          pageSize={audit.data.pageSize}
          total={audit.data.total}
          onPageChange={setPage}
          noun="entries"
        />
      ) : null}
    </>
  );
};
