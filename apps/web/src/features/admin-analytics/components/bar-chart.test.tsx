import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatAxisUsd, weekLabels } from './analytics-format';
import { BarChart, niceTicks } from './bar-chart';

const weeks = [
  { weekStart: '2026-11-02', revenue: 120 },
  { weekStart: '2026-11-09', revenue: 0 },
  { weekStart: '2026-11-16', revenue: 480 },
];

const renderChart = () =>
  render(
    <BarChart
      title="Revenue per week"
      description="Revenue of orders placed each week."
      valueLabel="Revenue"
      formatValue={formatAxisUsd}
      bars={weeks.map((week) => ({ ...weekLabels(week.weekStart), value: week.revenue }))}
    />,
  );

describe('BarChart', () => {
  it('draws one labelled bar per week, as tall as its value', () => {
    renderChart();
    const chart = screen.getByRole('img', { name: 'Week of November 16, 2026: $480' }).closest('svg');
    expect(chart).toHaveAccessibleName('Revenue per week');
    expect(chart).toHaveAccessibleDescription('Revenue of orders placed each week.');

    const bars = within(chart as unknown as HTMLElement).getAllByRole('img');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Week of November 2, 2026: $120',
      'Week of November 9, 2026: $0',
      'Week of November 16, 2026: $480',
    ]);
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(heights[1]).toBe(0);
    // The axis tops out at $500, so $480 is 96% of the plot and four times the $120 bar.
    expect(heights[2]).toBeCloseTo((heights[0] ?? 0) * 4, 5);
  });

  it('offers the same figures as a table', async () => {
    const user = userEvent.setup();
    renderChart();
    await user.click(screen.getByText('Show as a table'));
    const table = screen.getByRole('table', { name: 'Revenue per week' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Week of November 2, 2026$120',
      'Week of November 9, 2026$0',
      'Week of November 16, 2026$480',
    ]);
  });

  it('picks round axis steps', () => {
    expect(niceTicks(480)).toEqual([0, 200, 400, 600]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});
