import { zodResolver } from '@hookform/resolvers/zod';
import { type TAuditExportQuery, ZAuditExportQuery } from '@sello/shared/audit-schemas';
import Download from 'lucide-react/icons/download';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useExportAudit } from '../api/audit';

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last 30 days, today included (UTC, as the export counts days). */
export const defaultExportRange = (now = Date.now()): TAuditExportQuery => ({
  from: utcDay(now - 29 * DAY_MS),
  to: utcDay(now),
});

/** The owner's "Export audit trail (CSV)": every order's entries and the staff changes of a range of days. */
export const AuditExportForm = () => {
  const exportAudit = useExportAudit();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TAuditExportQuery>({ resolver: zodResolver(ZAuditExportQuery), defaultValues: defaultExportRange() });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((range) => exportAudit.mutate(range))}
      className="flex flex-col gap-4"
      aria-label="Export the audit trail"
    >
      <p className="text-slate-600 text-sm">
        Every order&apos;s activity and the staff changes, one line per entry, for the days you choose (UTC, both days
        included).
      </p>
      {exportAudit.isError ? (
        <Alert tone="error">{errorMessage(exportAudit.error, 'The audit trail could not be exported.')}</Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[repeat(2,minmax(0,12rem))_auto] sm:items-start">
        <TextField label="From" type="date" error={errors.from?.message} {...register('from')} />
        <TextField label="To" type="date" error={errors.to?.message} {...register('to')} />
        <Button
          type="submit"
          variant="outline"
          className="sm:mt-7"
          loading={exportAudit.isPending}
          icon={<Download aria-hidden="true" className="size-4" />}
        >
          Export audit trail (CSV)
        </Button>
      </div>
    </form>
  );
};
