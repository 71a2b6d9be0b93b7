import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeletedFiles } from './order-summary-cards';

const orderWith = (deletedFiles: TAdminOrder['deletedFiles']) => ({ deletedFiles }) as TAdminOrder;

describe('DeletedFiles', () => {
  it('lists each deleted file with its kind and the date it was deleted', () => {
    render(
      <DeletedFiles
        order={orderWith([
          { fileKey: 'a', filename: 'birth.pdf', fileType: 'SOURCE', deletedAt: '2026-10-01T10:00:00.000Z' },
          { fileKey: 'b', filename: 'birth-es.pdf', fileType: 'TRANSLATED', deletedAt: '2026-10-01T10:00:00.000Z' },
        ])}
      />,
    );
    const section = screen.getByRole('region', { name: 'Deleted Files' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/birth\.pdf \(source\)\s*Deleted on October 1, 2026/);
    expect(items[1]).toHaveTextContent(/birth-es\.pdf \(translation\)/);
  });

  it('renders nothing when no file was deleted', () => {
    const { container } = render(<DeletedFiles order={orderWith([])} />);
    expect(container).toBeEmptyDOMElement();
  });
});
