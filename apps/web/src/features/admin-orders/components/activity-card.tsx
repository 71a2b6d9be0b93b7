import { AUDIT_ACTION_LABELS, type TAuditEvent } from '@sello/shared/audit-schemas';
import type { TOrderStatus } from '@sello/shared/constants';
import { ORDER_STATUS_LABELS } from '@sello/shared/order-lifecycle';
import { formatUsd, fromCents } from '@sello/shared/pricing';
import { STAFF_ROLE_LABELS, type TStaffRole } from '@sello/shared/staff-roles';
import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatCount, formatDateTime } from '@/lib/order-format';
import { useStaffCan } from '@/lib/use-staff-can';
import { useOrderAudit } from '../api/get-order-audit';

const roleLabel = (role: TAuditEvent['actorRole']): string => {
  if (role === 'customer') return 'Customer';
  if (role === 'system') return 'Sello';
  return STAFF_ROLE_LABELS[role as TStaffRole];
};

const statusLabel = (status: unknown) => ORDER_STATUS_LABELS[status as TOrderStatus] ?? String(status);
const money = (cents: unknown) => (typeof cents === 'number' ? formatUsd(fromCents(cents)) : null);

/** The detail worth a line beside the action: the status moved, the amount, what a ZIP held… */
export const describeAuditDetail = ({ action, detail }: Pick<TAuditEvent, 'action' | 'detail'>): string | null => {
  switch (action) {
    case 'status_changed':
      return [`${statusLabel(detail.from)} → ${statusLabel(detail.to)}`, detail.note].filter(Boolean).join(': ');
    case 'payment_recorded':
      return [money(detail.amountCents), detail.flagged ? 'flagged for review' : null].filter(Boolean).join(', ');
    case 'payment_refunded':
      return money(detail.amountCents);
    case 'official_quote_sent':
      return [`Version ${detail.version}`, money(detail.totalCents)].filter(Boolean).join(', ');
    case 'delivered':
      return typeof detail.documents === 'number' ? formatCount(detail.documents, 'document') : null;
    case 'document_downloaded':
      return typeof detail.archive === 'string' && typeof detail.documents === 'number'
        ? `ZIP of ${formatCount(detail.documents, 'document')}`
        : null;
    default:
      return typeof detail.reason === 'string'
        ? detail.reason
        : typeof detail.comment === 'string'
          ? detail.comment
          : null;
  }
};

const ActivityEntry = ({ event }: { event: TAuditEvent }) => {
  const description = describeAuditDetail(event);
  return (
    <li className="flex flex-col gap-0.5 border-slate-100 border-b py-3 last:border-b-0 sm:flex-row sm:gap-4">
      <time dateTime={event.createdAt} className="shrink-0 text-slate-500 text-sm sm:w-44">
        {formatDateTime(event.createdAt)}
      </time>
      <div className="min-w-0">
        <p className="text-slate-900">
          <span className="font-medium">{AUDIT_ACTION_LABELS[event.action]}</span>
          {event.fileName ? <span className="break-words text-slate-700"> · {event.fileName}</span> : null}
        </p>
        {description ? <p className="break-words text-slate-700 text-sm">{description}</p> : null}
        <p className="text-slate-500 text-sm">
          {event.actorName ? `${event.actorName} (${roleLabel(event.actorRole)})` : roleLabel(event.actorRole)}
        </p>
      </div>
    </li>
  );
};

/**
 * "Activity" on the staff's order page: the audit trail, newest first. Customers never see it. The owner is pointed
 * to the export (Staff › Audit trail), which covers every order and the staff changes of a range of days.
 */
export const ActivityCard = ({ orderId }: { orderId: string }) => {
  const [page, setPage] = useState(1);
  const audit = useOrderAudit(orderId, page);
  const canExport = useStaffCan('staff');
  return (
    <Card
      id="order-activity-heading"
      title="Activity"
      action={
        canExport ? (
          <ButtonLink
            to={`${paths.adminStaff}#audit-trail`}
            variant="outline"
            size="sm"
            icon={<Download aria-hidden="true" className="size-4" />}
          >
            Export audit trail (CSV)
          </ButtonLink>
        ) : undefined
      }
    >
      {audit.data ? (
        audit.data.events.length === 0 ? (
          <p className="text-slate-600">Nothing has been recorded for this order yet.</p>
        ) : (
          <>
            <ol aria-labelledby="order-activity-heading">
              {audit.data.events.map((event) => (
                <ActivityEntry key={event.id} event={event} />
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
        )
      ) : audit.error ? (
        <LoadError
          title="The activity could not be loaded"
          error={audit.error}
          retrying={audit.isFetching}
          onRetry={() => void audit.refetch()}
        />
      ) : (
        <Spinner label="Loading activity" />
      )}
    </Card>
  );
};
