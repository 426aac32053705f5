import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartTable } from './ChartTable';

export interface BarDatum {
  label: string;
  value: number;
}

const ROW_PX = 34;
const AXIS_PX = 28;
const tooltipStyle = {
  backgroundColor: 'var(--color-raised)',
  border: '1px solid var(--color-line-strong)',
  borderRadius: 8,
  color: 'var(--color-ink)',
};

/**
 * A titled horizontal bar chart, readable at 375 px (labels on their own axis, one row each),
 * with its figures in a visually hidden table for screen readers.
 */
export function BarFigure({
  title,
  valueLabel,
  data,
  color = 'var(--color-accent)',
}: {
  title: string;
  valueLabel: string;
  data: readonly BarDatum[];
  color?: string;
}) {
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="font-semibold text-ink">{title}</figcaption>
      <div aria-hidden="true" style={{ height: data.length * ROW_PX + AXIS_PX }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={[...data]}
            layout="vertical"
            margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
          >
            <CartesianGrid horizontal={false} stroke="var(--color-line)" />
            <XAxis
              type="number"
              allowDecimals={false}
              stroke="var(--color-ink-faint)"
              fontSize={12}
            />
            <YAxis
              type="category"
              dataKey="label"
              width={112}
              stroke="var(--color-ink-faint)"
              fontSize={12}
              tickLine={false}
            />
            <Tooltip
              cursor={{ fill: 'var(--color-moss)', opacity: 0.4 }}
              contentStyle={tooltipStyle}
              itemStyle={{ color: 'var(--color-ink)' }}
              formatter={(value) => [String(value), valueLabel]}
            />
            <Bar dataKey="value" fill={color} radius={[0, 4, 4, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ChartTable
        caption={title}
        columns={['', valueLabel]}
        rows={data.map((datum) => [datum.label, datum.value])}
      />
    </figure>
  );
}
