import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FunnelChart } from './funnel-chart';

describe('FunnelChart', () => {
  it('lists each step with its share and conversion, and draws bars in proportion', () => {
    render(
      <FunnelChart
        title="Quote funnel"
        description="What became of the quotes."
        steps={[
          { label: 'Quotes', value: 8 },
          { label: 'Orders', value: 2 },
          { label: 'Completed', value: 0 },
        ]}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Quote funnel' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Quotes8',
      'Orders2 · 25% of quotes · 25% of previous step',
      'Completed0 · 0% of quotes · 0% of previous step',
    ]);
    const widths = screen.getAllByTestId('funnel-bar').map((bar) => Number(bar.getAttribute('width')));
    expect(widths).toEqual([100, 25, 0]);
  });
});
