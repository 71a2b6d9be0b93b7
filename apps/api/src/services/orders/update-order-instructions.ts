import {
  INSTRUCTIONS_LOCKED,
  type TOrderInstructions,
  type ZUpdateOrderInstructionsRequest,
} from '@sello/shared/order-instructions-schemas';
import type { z } from 'zod';
import { assertCanReach } from '../../auth/assert-can-reach.ts';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { instructionsEditable, toOrderInstructions } from './order-instructions.ts';
import { ORDER_NOT_FOUND } from './order-rows.ts';

export const ONLY_THE_CUSTOMER_EDITS = 'Only the customer can change the names and instructions of their order.';

/**
 * The customer replaces the order's names as in the passport and instructions, until the translation starts. Who may:
 * whoever may reach the order as its customer (the signed-in owner; for a guest order, the holder of its link);
 * staff read them but do not write the customer's words.
 */
export const updateOrderInstructions = async ({
  db,
  orderId,
  input,
  viewer,
}: {
  db: TDb;
  orderId: string;
  input: z.output<typeof ZUpdateOrderInstructionsRequest>;
  viewer: TUserRow | null;
}): Promise<TOrderInstructions> =>
  db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'user_id', 'owner_deleted_at', 'status'])
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    assertCanReach(order, viewer, ORDER_NOT_FOUND, 'order-not-found');
    // Any staff member — a translator holding a guest order's id too — reads the names; only the customer writes them.
    if (viewer?.staff_role != null && viewer.id !== order.user_id) {
      throw new AppError('FORBIDDEN', ONLY_THE_CUSTOMER_EDITS);
    }
    if (!instructionsEditable(order.status)) throw new AppError('CONFLICT', INSTRUCTIONS_LOCKED);
    const updated = await trx
      .updateTable('orders')
      .set({
        name_spellings: JSON.stringify(input.nameSpellings),
        translation_instructions: input.translationInstructions,
        updated_at: new Date(),
      })
      .where('id', '=', order.id)
      .returning(['status', 'name_spellings', 'translation_instructions'])
      .executeTakeFirstOrThrow();
    return toOrderInstructions(updated);
  });
