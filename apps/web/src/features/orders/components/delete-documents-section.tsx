import type { TOrderFile } from '@sello/shared/order-schemas';
import Archive from 'lucide-react/icons/archive';
import Trash2 from 'lucide-react/icons/trash-2';
import { type ReactNode, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { formatLongDate } from '@/lib/order-format';
import { useDeleteOrderDocuments } from '../api/delete-order-documents';
import { ordersCatalogue } from '../messages/catalogue';

/** The order page's card, like its other sections. */
const PageSection = ({ children }: { children: ReactNode }) => {
  const { m } = useMessages(ordersCatalogue);
  return (
    <section
      aria-labelledby="order-deletion-heading"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="order-deletion-heading" className="mb-5 font-semibold text-lg text-slate-900">
        {m.deleteDocuments.heading}
      </h2>
      {children}
    </section>
  );
};

const DELETABLE_STATUSES: ReadonlyArray<string> = ['COMPLETED', 'DELIVERED', 'CANCELLED'];

type TDeletableOrder = {
  orderId: string;
  status: string;
  files: ReadonlyArray<Pick<TOrderFile, 'deletedAt'>>;
  documentsDeletedAt?: string | null;
};

/**
 * "Delete my documents now" (issue 32), on the order page and each dashboard card: a confirmation that says what goes
 * and what stays, then the server deletes every file at once. Once done it says when. While the order is open the
 * page explains why they cannot go yet (the server refuses too); the dashboard's `compact` card then says nothing.
 */
export const DeleteDocumentsSection = ({ order, compact = false }: { order: TDeletableOrder; compact?: boolean }) => {
  const { m, t, locale } = useMessages(ordersCatalogue);
  const errorText = useErrorMessage();
  const remove = useDeleteOrderDocuments();
  const [confirming, setConfirming] = useState(false);
  const filesLeft = order.files.some((file) => !file.deletedAt);
  const text = m.deleteDocuments;

  if (order.documentsDeletedAt) {
    const deleted = (
      <div className={compact ? 'relative z-10 mt-4 border-slate-100 border-t pt-4' : ''}>
        {remove.isSuccess ? <Alert tone="success">{text.done}</Alert> : null}
        <p className={`flex items-start gap-2 text-slate-700 text-sm ${remove.isSuccess ? 'mt-3' : ''}`}>
          <Archive aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span>{t(text.deletedOn, { date: formatLongDate(order.documentsDeletedAt, locale) })}</span>
        </p>
      </div>
    );
    return compact ? deleted : <PageSection>{deleted}</PageSection>;
  }
  if (!filesLeft) return null;
  const deletable = DELETABLE_STATUSES.includes(order.status);
  if (!deletable) {
    return compact ? null : (
      <PageSection>
        <p className="text-slate-600 text-sm">{text.openBusy}</p>
      </PageSection>
    );
  }

  const controls = (
    <div className={compact ? 'relative z-10 mt-4 border-slate-100 border-t pt-4' : 'flex flex-col gap-4'}>
      {compact ? null : <p className="text-slate-600 text-sm">{text.ready}</p>}
      <Button
        wrap
        variant={compact ? 'outline' : 'danger'}
        size={compact ? 'sm' : undefined}
        icon={<Trash2 aria-hidden="true" className="size-4" />}
        className="self-start"
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      >
        {text.open}
      </Button>
      <Modal
        open={confirming}
        onClose={() => {
          if (!remove.isPending) setConfirming(false);
        }}
        title={text.dialogTitle}
        widthClassName="max-w-lg"
      >
        <div className="flex flex-col gap-4 text-slate-700 text-sm">
          {remove.isError ? <Alert tone="error">{errorText(remove.error, text.failed)}</Alert> : null}
          <div>
            <p className="font-semibold text-slate-900">{text.deletedList}</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {[text.deletedSources, text.deletedTranslations, text.deletedCertified].map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <p className="font-semibold text-slate-900">{text.keptList}</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {[text.keptRecord, text.keptAmounts, text.keptReceipts].map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <p>{text.downloadFirst}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              wrap
              variant="danger"
              loading={remove.isPending}
              onClick={() => remove.mutate(order.orderId, { onSuccess: () => setConfirming(false) })}
            >
              {remove.isPending ? text.confirming : text.confirm}
            </Button>
            <Button
              wrap
              variant="outline"
              data-autofocus
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
            >
              {text.keep}
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
  return compact ? controls : <PageSection>{controls}</PageSection>;
};
