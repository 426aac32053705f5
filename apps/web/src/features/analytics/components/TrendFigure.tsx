import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartTable } from './ChartTable';

export interface TrendDatum {
  label: string;
  value: number;
}

/** A titled line chart over time with its figures in a visually hidden table. */
export function TrendFigure({
  title,
  valueLabel,
  data,
}: {
  title: string;
  valueLabel: string;
  data: readonly TrendDatum[];
}) {
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="font-semibold text-ink">{title}</figcaption>
      <div aria-hidden="true" className="h-56">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={[...data]} margin={{ top: 8, right: 16, bottom: 4, left: 0 }}>
            <CartesianGrid vertical={false} stroke="var(--color-line)" />
            <XAxis
              dataKey="label"
              stroke="var(--color-ink-faint)"
              fontSize={12}
              interval="preserveStartEnd"
              minTickGap={24}
            />
            <YAxis stroke="var(--color-ink-faint)" fontSize={12} width={40} />
            <Tooltip
              contentStyle={{
                backgroundColor: 'var(--color-raised)',
                border: '1px solid var(--color-line-strong)',
                borderRadius: 8,
                color: 'var(--color-ink)',
              }}
              formatter={(value) => [String(value), valueLabel]}
            />
            <Line
              type="monotone"
              dataKey="value"
              stroke="var(--color-accent)"
              strokeWidth={2}
              dot={{ r: 3, fill: 'var(--color-accent)' }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <ChartTable
        caption={title}
        columns={['Month', valueLabel]}
        rows={data.map((datum) => [datum.label, datum.value])}
      />
    </figure>
  );
}
