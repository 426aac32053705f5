import { useState } from 'react';
import {
  ALL_TIME,
  ALL_TIME_LABEL,
  CUSTOM_RANGE_LABEL,
  customRangeBounds,
  isValidCustomRange,
  TIME_PRESETS,
  type TimeSelection,
} from '@marshlog/domain';
import { Button, Select, TextField } from '../../../ui';

const ALL = 'all';
const CUSTOM = 'custom';

function choiceOf(selection: TimeSelection): string {
  if (selection.kind === 'preset') return selection.preset;
  return selection.kind === 'custom' ? CUSTOM : ALL;
}

/**
 * The time range picker (seed 001 sections 2 and 5): All Time, the five presets, or a custom range
 * applied only when start is on or before end, between January 1 five years ago and today.
 */
export function TimeRangePicker({
  selection,
  today,
  onChange,
}: {
  selection: TimeSelection;
  today: Date;
  onChange: (selection: TimeSelection) => void;
}) {
  const bounds = customRangeBounds(today);
  const [editing, setEditing] = useState(selection.kind === 'custom');
  const [start, setStart] = useState(selection.kind === 'custom' ? selection.range.start_date : '');
  const [end, setEnd] = useState(
    selection.kind === 'custom' ? selection.range.end_date : bounds.max,
  );
  const range = { start_date: start, end_date: end };
  const valid = isValidCustomRange(range, today);

  const choose = (value: string) => {
    if (value === CUSTOM) {
      setEditing(true);
      return;
    }
    setEditing(false);
    const preset = TIME_PRESETS.find((entry) => entry.value === value);
    onChange(preset ? { kind: 'preset', preset: preset.value } : ALL_TIME);
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <Select
        label="Time range"
        value={editing ? CUSTOM : choiceOf(selection)}
        onChange={(event) => choose(event.target.value)}
        className="w-full sm:w-44"
      >
        <option value={ALL}>{ALL_TIME_LABEL}</option>
        {TIME_PRESETS.map((preset) => (
          <option key={preset.value} value={preset.value}>
            {preset.label}
          </option>
        ))}
        <option value={CUSTOM}>{CUSTOM_RANGE_LABEL}</option>
      </Select>
      {editing ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) onChange({ kind: 'custom', range });
          }}
        >
          <TextField
            label="From"
            type="date"
            min={bounds.min}
            max={bounds.max}
            value={start}
            onChange={(event) => setStart(event.target.value)}
          />
          <TextField
            label="To"
            type="date"
            min={bounds.min}
            max={bounds.max}
            value={end}
            onChange={(event) => setEnd(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={!valid}>
            Apply
          </Button>
        </form>
      ) : null}
    </div>
  );
}
