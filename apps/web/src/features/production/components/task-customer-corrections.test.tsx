import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaskCustomerCorrections } from './task-customer-corrections';

describe('TaskCustomerCorrections', () => {
  it('lists the newest round first, each correction with its document and page', () => {
    render(
      <TaskCustomerCorrections
        corrections={[
          { round: 1, documentName: 'birth-certificate.pdf', page: 1, comment: 'Surname: PÉREZ NÚÑEZ' },
          { round: 2, documentName: 'birth-certificate.pdf', page: 2, comment: 'Place of birth: Cádiz' },
          { round: 2, documentName: 'marriage-record.pdf', page: 1, comment: 'Date: 3 May 1990' },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: "Customer's corrections" });
    const rounds = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(rounds).toEqual(['Draft 2 (latest)', 'Draft 1']);
    const items = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'birth-certificate.pdf · page 2Place of birth: Cádiz',
      'marriage-record.pdf · page 1Date: 3 May 1990',
      'birth-certificate.pdf · page 1Surname: PÉREZ NÚÑEZ',
    ]);
  });

  it('shows nothing before the customer asked for corrections', () => {
    const { container } = render(<TaskCustomerCorrections corrections={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
