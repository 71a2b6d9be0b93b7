import { allowedTransitions } from '@sello/shared/order-lifecycle';
import { nextOrderStep } from '@sello/shared/order-next-step';
import { MT_PROVIDER_LABELS, type TOrderFileTranslation } from '@sello/shared/translation-schemas';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { RecordLoadFailure } from '@/components/ui/page-message';
import { Spinner } from '@/components/ui/spinner';
import { TranslationViewer } from '@/components/ui/translation-viewer';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminOrder } from '../api/get-admin-order';
import { useOrderTranslations } from '../api/get-order-translations';
import { CERTIFIED_DOCUMENTS_ID, CertifiedDocumentsCard } from './certified-documents-card';
import { CompleteOrderModal } from './complete-order-modal';
import { CustomerDraftCard } from './customer-draft-card';
import { CustomerInstructionsCard } from './customer-instructions-card';
import { MoreActions } from './more-actions';
import { NextStepCard, TRANSLATED_DOCUMENTS_ID } from './next-step-card';
import { OfficialQuoteCard } from './official-quote-card';
import { CustomerCard, DeletedFiles, OrderInformation, StatusHistory } from './order-summary-cards';
import { PaymentsCard, paymentRecordedNotice } from './payments-card';
import { RecordPaymentModal } from './record-payment-modal';
import { SendOfficialQuoteModal } from './send-official-quote-modal';
import { SourceDocuments } from './source-documents';
import { TranslatedDocuments } from './translated-documents';
import { UpdateStatusModal } from './update-status-modal';

const BackToOrders = ({ variant = 'ghost' }: { variant?: 'ghost' | 'primary' }) => (
  <ButtonLink
    to={paths.adminOrders}
    variant={variant}
    size={variant === 'ghost' ? 'sm' : 'md'}
    icon={<ArrowLeft aria-hidden="true" className="size-4" />}
  >
    Back to Orders
  </ButtonLink>
);

/** Scrolls to the card whose heading has `headingId` and puts the keyboard on its first control. */
export const showCard = (headingId: string) => {
  const heading = document.getElementById(headingId);
  const section = heading?.closest('section');
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section
    ?.querySelector<HTMLElement>('button:not(:disabled), input:not(:disabled), select:not(:disabled)')
    ?.focus({ preventScroll: true });
};

/** `/admin/orders/:orderId`: everything about one order, and the actions that move it to delivery. */
export const OrderDetail = ({ orderId, onAssign }: { orderId: string; onAssign?: () => void }) => {
  const query = useAdminOrder(orderId);
  const translations = useOrderTranslations(orderId);
  const [modal, setModal] = useState<'status' | 'complete' | 'quote' | 'record' | null>(null);
  const [viewing, setViewing] = useState<TOrderFileTranslation | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useDocumentTitle(query.data ? `Order ${query.data.orderNumber}` : 'Order');

  if (query.isPending) {
    return (
      <div className="flex items-center justify-center gap-3 py-24 text-slate-600">
        <Spinner label="Loading order" />
        <p aria-hidden="true">Loading order...</p>
      </div>
    );
  }
  if (query.isError) {
    return (
      <RecordLoadFailure
        error={query.error}
        notFoundTitle="Order not found"
        notFoundText="There is no order with this id."
        errorTitle="Could not load the order"
        actions={<BackToOrders variant="primary" />}
      />
    );
  }

  const order = query.data;
  const step = nextOrderStep(order);
  const provider = viewing?.provider;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4">
        <div>
          <BackToOrders />
        </div>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="break-words font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl">
              Order #{order.orderNumber}
            </h1>
            <p className="mt-1 text-slate-600">Order details and file management</p>
          </div>
          <MoreActions
            actions={[
              ...(allowedTransitions(order.status, 'staff').length > 0
                ? [{ label: 'Edit Status', onSelect: () => setModal('status') }]
                : []),
              ...(order.status === 'PENDING' && step !== 'send_quote'
                ? [{ label: 'Send a New Official Quote', onSelect: () => setModal('quote') }]
                : []),
            ]}
          />
        </div>
      </div>

      {notice ? <Alert tone="success">{notice}</Alert> : null}

      <NextStepCard
        order={order}
        actions={{
          onSendQuote: () => setModal('quote'),
          onRecordPayment: () => setModal('record'),
          onDeliver: () => setModal('complete'),
          onShowTranslation: () => showCard(TRANSLATED_DOCUMENTS_ID),
          onShowCertified: () => showCard(CERTIFIED_DOCUMENTS_ID),
          onAssign,
        }}
      />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <OrderInformation order={order} />
          {order.draft ? <CustomerDraftCard draft={order.draft} /> : null}
          <CustomerInstructionsCard instructions={order.instructions} />
          <OfficialQuoteCard order={order} />
          <SourceDocuments
            order={order}
            translations={translations.data?.translations}
            providerConfigured={Boolean(translations.data?.provider)}
            onViewTranslation={setViewing}
          />
          {order.certified ? <CertifiedDocumentsCard order={order} certified={order.certified} /> : null}
          <TranslatedDocuments order={order} onComplete={() => setModal('complete')} />
          <DeletedFiles order={order} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <CustomerCard order={order} />
          <PaymentsCard order={order} onNotice={setNotice} />
          <StatusHistory order={order} />
        </div>
      </div>

      {modal === 'status' ? <UpdateStatusModal order={order} open onClose={() => setModal(null)} /> : null}
      {modal === 'quote' ? (
        <SendOfficialQuoteModal
          order={order}
          open
          onClose={() => setModal(null)}
          onSent={(quote) => {
            setModal(null);
            setNotice(`Official quote v${quote.version} sent to ${order.customerInfo.email}`);
          }}
        />
      ) : null}
      {modal === 'record' ? (
        <RecordPaymentModal
          order={order}
          open
          onClose={() => setModal(null)}
          onRecorded={(payment) => {
            setModal(null);
            setNotice(paymentRecordedNotice(payment));
          }}
        />
      ) : null}
      {modal === 'complete' ? (
        <CompleteOrderModal
          order={order}
          open
          onClose={() => setModal(null)}
          onCompleted={() => {
            setModal(null);
            setNotice(`Order ${order.orderNumber} is complete and the client has been emailed.`);
          }}
        />
      ) : null}
      {viewing ? (
        <TranslationViewer
          open
          onClose={() => setViewing(null)}
          filename={viewing.filename}
          content={viewing.translatedHtml ?? ''}
          description={provider ? `Machine translation by ${MT_PROVIDER_LABELS[provider]}` : undefined}
        />
      ) : null}
    </div>
  );
};
