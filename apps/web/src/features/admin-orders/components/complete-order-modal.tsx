import { zodResolver } from '@hookform/resolvers/zod';
import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import FileCheck from 'lucide-react/icons/file-check';
import Send from 'lucide-react/icons/send';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { ModalForm } from '@/components/ui/modal-form';
import { TextareaField } from '@/components/ui/textarea-field';
import { useBrandName } from '@/lib/public-config';
import { useCompleteOrder } from '../api/complete-order';
import {
  completeOrderDefaults,
  type TCompleteOrderFormValues,
  toCompleteOrderRequest,
  ZCompleteOrderForm,
} from './complete-order-form';

export const NO_DOCUMENTS_WARNING =
  'You have not uploaded any documents. Are you sure you want to mark this order as complete?';

/** "Finalize Order Completion": the files to send and an editable message; the server emails the client once. */
export const CompleteOrderModal = ({
  order,
  open,
  onClose,
  onCompleted,
}: {
  order: TAdminOrder;
  open: boolean;
  onClose: () => void;
  onCompleted: () => void;
}) => {
  const brandName = useBrandName();
  const complete = useCompleteOrder();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TCompleteOrderFormValues>({
    resolver: zodResolver(ZCompleteOrderForm),
    defaultValues: completeOrderDefaults(order, brandName),
    mode: 'onTouched',
  });
  const files = order.translatedFiles;

  return (
    <ModalForm
      open={open}
      onClose={onClose}
      title="Finalize Order Completion"
      description={`Order ${order.orderNumber} · ${order.customerInfo.email}`}
      widthClassName="max-w-2xl"
      onSubmit={handleSubmit((values) =>
        complete.mutate(toCompleteOrderRequest(order, values), { onSuccess: onCompleted }),
      )}
      pending={complete.isPending}
      error={complete.error}
      errorFallback="Could not complete the order"
      submitLabel="Complete Order & Send Email"
      pendingLabel="Completing..."
      submitIcon={<Send aria-hidden="true" className="size-4" />}
    >
      {files.length > 0 ? (
        <div>
          <p className="font-medium text-slate-900 text-sm">Files to send ({files.length})</p>
          <ul className="mt-2 flex flex-col gap-1.5">
            {files.map((file) => (
              <li key={file.fileKey} className="flex items-center gap-2 text-slate-700 text-sm">
                <FileCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
                <span className="break-all">{file.filename}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <Alert tone="warning">{NO_DOCUMENTS_WARNING}</Alert>
      )}
      <TextareaField
        label="Message to the client"
        rows={8}
        error={errors.message?.message}
        hint="Sent by email with a link to the order page, where the files can be downloaded."
        required
        {...register('message')}
      />
    </ModalForm>
  );
};
