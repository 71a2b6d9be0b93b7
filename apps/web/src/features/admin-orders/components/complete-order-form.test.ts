import { describe, expect, it } from 'vitest';
import { makeAdminOrder } from '../testing/make-admin-order';
import { completeOrderDefaults, toCompleteOrderRequest, ZCompleteOrderForm } from './complete-order-form';

const order = makeAdminOrder({
  translatedFiles: ['birth-certificate-en.pdf', 'passport-en.pdf'].map((filename) => ({
    fileKey: `translations/${filename}`,
    filename,
    size: 1024,
    contentType: 'application/pdf',
    uploadedAt: '2026-11-22T10:00:00.000Z',
    attachedAt: '2026-11-22T10:00:00.000Z',
  })),
});

describe('complete order form', () => {
  it('starts from the default message addressed to the customer', () => {
    const { message } = completeOrderDefaults(order, 'Sello');
    expect(message).toMatch(/^Dear Ana,/);
    expect(message).toContain('Your translation order TRS-20261120-AB12CD is complete.');
  });

  it('sends every translated file with the message', () => {
    const values = ZCompleteOrderForm.parse({ message: 'Your files are ready.' });
    expect(toCompleteOrderRequest(order, values)).toEqual({
      orderId: order.orderId,
      translatedFileKeys: ['translations/birth-certificate-en.pdf', 'translations/passport-en.pdf'],
      message: 'Your files are ready.',
    });
  });

  it('needs a message', () => {
    expect(ZCompleteOrderForm.safeParse({ message: ' \n ' }).error?.issues.map((issue) => issue.message)).toEqual([
      'Please write a message to the client',
    ]);
  });
});
