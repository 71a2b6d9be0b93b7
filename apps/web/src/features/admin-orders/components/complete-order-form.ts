import {
  defaultCompletionMessage,
  type TAdminOrder,
  type TCompleteOrderRequest,
  ZCompleteOrderRequest,
} from '@sello/shared/admin-order-schemas';
import type { z } from 'zod';

/** "Finalize Order Completion": the message to the client (the files are the order's). */
export const ZCompleteOrderForm = ZCompleteOrderRequest.pick({ message: true });
export type TCompleteOrderFormValues = z.input<typeof ZCompleteOrderForm>;

export const completeOrderDefaults = (order: TAdminOrder, brandName: string): TCompleteOrderFormValues => ({
  message: defaultCompletionMessage({
    firstName: order.customerInfo.firstName,
    orderNumber: order.orderNumber,
    brandName,
  }),
});

/** Every translated file of the order goes with the message. */
export const toCompleteOrderRequest = (
  order: TAdminOrder,
  { message }: z.output<typeof ZCompleteOrderForm>,
): TCompleteOrderRequest & { orderId: string } => ({
  orderId: order.orderId,
  translatedFileKeys: order.translatedFiles.map((file) => file.fileKey),
  message,
});
