import type { TDb } from '../../db/database.ts';
import { recordAudit } from '../audit/record-audit.ts';

type TLinkedRound = { id: string; round: number; documents: Array<{ downloadUrl: string }> };

/**
 * Staff given links to a customer's stamped draft PDFs: one `document_opened` per round with links (its id, number
 * and how many documents), as source downloads are audited when their link is issued (the signed link names no one).
 */
export const auditDraftLinks = async (
  db: TDb,
  { orderId, staffUserId, rounds }: { orderId: string; staffUserId: string; rounds: TLinkedRound[] },
): Promise<void> => {
  for (const round of rounds) {
    const linked = round.documents.filter((document) => document.downloadUrl !== '').length;
    if (linked === 0) continue;
    await recordAudit(db, {
      orderId,
      actor: { userId: staffUserId },
      action: 'document_opened',
      detail: { draftId: round.id, round: round.round, documents: linked },
    });
  }
};
