import { Readable } from 'node:stream';
import { AUDIT_ACTION_LABELS, type TAuditEvent, type TAuditExportQuery } from '@sello/shared/audit-schemas';
import { STAFF_ROLE_LABELS, type TStaffRole } from '@sello/shared/staff-roles';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { selectAuditEvents, toAuditEvent } from './audit-rows.ts';

const BATCH_SIZE = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

const COLUMNS = ['Time (UTC)', 'Order', 'Action', 'Actor role', 'Actor', 'Document', 'Details', 'Entry id'];

/**
 * A cell a spreadsheet reads as text: quoted, and prefixed with an apostrophe when it starts like a formula (OWASP's
 * CSV injection advice), since names and file names come from customers and staff.
 */
export const csvCell = (value: string): string => {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
};

const roleLabel = (role: TAuditEvent['actorRole']) =>
  role === 'customer' ? 'Customer' : role === 'system' ? 'Sello' : STAFF_ROLE_LABELS[role as TStaffRole];

const toCsvLine = (event: TAuditEvent) =>
  `${[
    event.createdAt,
    event.orderNumber ?? '',
    AUDIT_ACTION_LABELS[event.action] ?? event.action,
    roleLabel(event.actorRole),
    event.actorName ?? '',
    event.fileName ?? '',
    Object.keys(event.detail).length > 0 ? JSON.stringify(event.detail) : '',
    event.id,
  ]
    .map(csvCell)
    .join(',')}\r\n`;

/**
 * `GET /api/admin/audit/export`: every audit entry from `from` to `to` (whole UTC days) as CSV, oldest first. Streamed
 * in batches read by keyset (time, id), so a year of entries never sits in memory.
 */
export const exportAudit = ({
  db,
  from,
  to,
}: TAuditExportQuery & { db: TDb }): { filename: string; stream: Readable } => {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS);
  async function* lines() {
    // A byte-order mark: spreadsheet programs then read the names' accents as UTF-8.
    yield `\uFEFF${COLUMNS.map(csvCell).join(',')}\r\n`;
    let lastId: string | null = null;
    for (;;) {
      const after: string | null = lastId;
      const rows = await selectAuditEvents(db)
        .where('audit_events.created_at', '>=', start)
        .where('audit_events.created_at', '<', end)
        // The row's own time, at the database's precision (microseconds), not a JavaScript Date's.
        .$if(after !== null, (query) =>
          query.where(
            sql<boolean>`(audit_events.created_at, audit_events.id) > (select created_at, id from audit_events where id = ${after})`,
          ),
        )
        .orderBy('audit_events.created_at')
        .orderBy('audit_events.id')
        .limit(BATCH_SIZE)
        .execute();
      if (rows.length > 0) yield rows.map((row) => toCsvLine(toAuditEvent(row))).join('');
      if (rows.length < BATCH_SIZE) return;
      lastId = (rows[rows.length - 1] as (typeof rows)[number]).id;
    }
  }
  return { filename: `audit-${from}-to-${to}.csv`, stream: Readable.from(lines()) };
};
