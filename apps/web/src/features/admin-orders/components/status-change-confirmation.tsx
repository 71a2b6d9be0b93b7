import type { TOrderStatus } from '@sello/shared/constants';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ModalActions } from '@/components/ui/modal-form';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';

type TStatusChangeConfirmationProps = {
  orderNumber: string;
  from: TOrderStatus;
  to: TOrderStatus;
  /** What the customer is emailed (see staffChangeEmail). */
  email: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export const CONFIRM_STATUS_TITLE = 'Email the customer?';

/** The question asked before a status change that emails the customer; focus starts on the safe answer. */
export const StatusChangeConfirmation = ({
  orderNumber,
  from,
  to,
  email,
  pending,
  onConfirm,
  onCancel,
}: TStatusChangeConfirmationProps) => (
  <div className="flex flex-col gap-5">
    <p className="text-slate-700 text-sm">
      Order <span className="font-mono text-slate-900">{orderNumber}</span> moves from{' '}
      <OrderStatusBadge status={from} size="sm" /> to <OrderStatusBadge status={to} size="sm" />, and the customer is
      emailed {email} at once. An email cannot be taken back.
    </p>
    <ModalActions>
      <Button variant="outline" onClick={onCancel} disabled={pending} data-autofocus>
        Go back
      </Button>
      <Button onClick={onConfirm} loading={pending}>
        Change status and email
      </Button>
    </ModalActions>
  </div>
);

/** The confirmation on its own, for the orders list's inline status menu. */
export const ConfirmStatusChangeModal = (props: TStatusChangeConfirmationProps) => (
  <Modal open onClose={props.pending ? () => undefined : props.onCancel} title={CONFIRM_STATUS_TITLE}>
    <StatusChangeConfirmation {...props} />
  </Modal>
);
