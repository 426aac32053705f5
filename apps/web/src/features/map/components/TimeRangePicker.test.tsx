import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_TIME, type TimeSelection } from '@marshlog/domain';
import { TimeRangePicker } from './TimeRangePicker';

const today = new Date(2026, 10, 23);

function renderPicker(selection: TimeSelection = ALL_TIME) {
  const onChange = vi.fn<(selection: TimeSelection) => void>();
  render(<TimeRangePicker selection={selection} today={today} onChange={onChange} />);
  return onChange;
}

describe('time range picker (seed 001 sections 2 and 5)', () => {
  it('offers All Time, the five presets and a custom range', async () => {
    const onChange = renderPicker();
    const picker = screen.getByLabelText('Time range');
    expect([...picker.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'All Time',
      'Last 7 Days',
      'Last 30 Days',
      'This Season',
      'This Year',
      'Last Year',
      'Custom range',
    ]);
    await userEvent.selectOptions(picker, 'This Season');
    expect(onChange).toHaveBeenCalledWith({ kind: 'preset', preset: 'this-season' });
  });

  it('applies a custom range only when start is on or before end, within five years', async () => {
    const onChange = renderPicker();
    await userEvent.selectOptions(screen.getByLabelText('Time range'), 'Custom range');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveAttribute('min', '2021-01-01');
    expect(to).toHaveAttribute('max', '2026-11-23');
    const apply = screen.getByRole('button', { name: 'Apply' });

    await userEvent.type(from, '2026-10-05');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-10-01');
    expect(apply).toBeDisabled();

    await userEvent.clear(to);
    await userEvent.type(to, '2026-10-05');
    await userEvent.click(apply);
    expect(onChange).toHaveBeenCalledWith({
      kind: 'custom',
      range: { start_date: '2026-10-05', end_date: '2026-10-05' },
    });
  });
});
