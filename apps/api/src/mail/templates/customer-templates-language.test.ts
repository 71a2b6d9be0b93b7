import { describe, expect, it } from 'vitest';
import { documentsDeletedEmail } from './documents-deleted-email.ts';
import { draftAutoApprovedEmail, draftReadyEmail } from './draft-emails.ts';
import { filesDeletionReminderEmail, orderStatusChangedEmail } from './order-lifecycle-emails.ts';
import { refundEmail } from './payment-emails.ts';

/** The customer emails the journey test does not reach, in Spanish and French (issue 32). */
const common = {
  brandName: 'Sello',
  supportEmail: 'support@sello.test',
  publicUrl: 'https://sello.test/',
  orderId: 'order-1',
  orderNumber: 'TRS-1',
};
const day = new Date(Date.UTC(2030, 2, 4));
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('customer emails in the order’s language', () => {
  it('asks a Spanish customer to check the draft, with the rounds left by Spanish plural rules and the date in Spanish', () => {
    const email = draftReadyEmail({
      ...common,
      locale: 'es',
      round: 2,
      correctionsLeft: 1,
      correctionsAllowed: 2,
      autoApproveAt: day,
      documentNames: ['acta.pdf', 'foto.jpeg'],
    });
    expect(email.subject).toBe('Su borrador corregido está listo: pedido TRS-1');
    expect(email.text).toContain('Documentos: 2 documentos (PDF, JPG)');
    expect(email.text).toContain('Borrador: Ronda 2');
    expect(email.text).toContain('Puede pedir correcciones 1 vez más (de 2)');
    expect(email.text).toContain('Se dará por aprobado el: lunes, 4 de marzo de 2030');
    expect(email.text).toContain('Revise el borrador: https://sello.test/es/orders/order-1');
  });

  it('writes the French draft, deletion, refund and translation-started emails in French', () => {
    const auto = draftAutoApprovedEmail({ ...common, locale: 'fr', round: 1 });
    expect(auto.subject).toBe('Brouillon approuvé : commande TRS-1');
    expect(auto.text).toContain('Numéro de commande : TRS-1');

    const deleted = documentsDeletedEmail({ ...common, locale: 'fr', deletedAt: day, fileCount: 3 });
    expect(deleted.text).toContain('le lundi 4 mars 2030 les documents de la commande TRS-1 : 3 fichiers');
    expect(deleted.text).toContain('écrivez-nous à support@sello.test');

    const reminder = filesDeletionReminderEmail({ ...common, locale: 'fr', deleteAt: day });
    expect(reminder.subject).toBe('Les fichiers de votre commande TRS-1 seront supprimés le lundi 4 mars 2030');

    const refund = refundEmail({ ...common, locale: 'fr', amount: 35, reason: 'Certification non nécessaire' });
    expect(plain(refund.subject)).toBe('Remboursement de 35,00 $US pour la commande TRS-1');
    expect(refund.text).toContain(
      'L’avoir se trouve sur la page de votre commande : https://sello.test/fr/orders/order-1.',
    );

    const started = orderStatusChangedEmail({
      ...common,
      locale: 'fr',
      status: 'IN_PROGRESS',
      estimatedDelivery: null,
    });
    expect(started.text).toContain('Livraison estimée : À confirmer');
    expect(started.text).toContain('https://sello.test/fr/order-tracking?id=order-1');
  });

  it('keeps English as it was', () => {
    const email = draftReadyEmail({
      ...common,
      locale: 'en',
      round: 1,
      correctionsLeft: 0,
      correctionsAllowed: 1,
      autoApproveAt: day,
      documentNames: ['acta.pdf'],
    });
    expect(email.subject).toBe('Your draft is ready to check: order TRS-1');
    expect(email.text).toContain('You have used all 1 correction round: please approve the draft');
    expect(email.text).toContain('Counts as approved on: Monday, March 4, 2030');
    expect(email.text).toContain('Check the draft: https://sello.test/orders/order-1');
  });
});
