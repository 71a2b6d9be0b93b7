import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TranslatedDocuments } from './translated-documents';

const translatedFile = (fileKey: string, filename: string) => ({
  fileKey,
  filename,
  size: 2048,
  contentType: 'application/pdf',
});

const order = {
  orderId: '5b0f3c1e-7d2a-4c1b-9a6e-2f4d8c9b1a00',
  status: 'IN_PROGRESS',
  translatedFiles: [
    translatedFile('key-certified', 'acta — sworn translation (Spanish).pdf'),
    translatedFile('key-upload', 'acta-notes.pdf'),
  ],
  certified: { state: 'ready', failure: null, canRegenerate: true, documents: [{ fileKey: 'key-certified' }] },
} as unknown as TAdminOrder;

describe('TranslatedDocuments', () => {
  it('offers Remove for an uploaded translation but not for a generated certified one (regenerated instead)', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TranslatedDocuments order={order} onComplete={() => {}} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Remove acta-notes.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove acta — sworn translation (Spanish).pdf' })).toBeNull();
    expect(screen.getByText('Generated · regenerate to replace')).toBeInTheDocument();
  });
});
