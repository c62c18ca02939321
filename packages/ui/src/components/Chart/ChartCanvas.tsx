import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { semanticColors } from '../../theme/semantic';
import type { ChartProps } from './Chart.types';

const PALETTE = [semanticColors.accent, semanticColors.secondary, semanticColors.infoFg];

/** The drawing itself (recharts): loaded only when a chart is first shown. */
type Row = Record<string, unknown>;

export default function ChartCanvas({
  data,
  x,
  series,
  height = 280,
}: Pick<ChartProps<Row>, 'data' | 'x' | 'series' | 'height'>) {
  const axes = [...new Set(series.map((s) => s.axis ?? 'left'))];
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart
        data={data}
        margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        // The table beside the chart is what keyboards and screen readers use.
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" stroke={semanticColors.border} />
        <XAxis
          dataKey={x.key}
          tickFormatter={(v) => x.format?.(v as Row[keyof Row]) ?? String(v as string | number)}
        />
        {axes.map((axis) => (
          <YAxis
            key={axis}
            yAxisId={axis}
            orientation={axis}
            tickFormatter={(v: number) =>
              series.find((s) => (s.axis ?? 'left') === axis)?.format?.(v) ?? String(v)
            }
          />
        ))}
        <Tooltip
          formatter={(value, name) => {
            const s = series.find((item) => item.label === name);
            return s?.format ? s.format(Number(value)) : String(value);
          }}
          labelFormatter={(v) => x.format?.(v as Row[keyof Row]) ?? String(v as string | number)}
        />
        <Legend />
        {series.map((s, i) =>
          s.kind === 'line' ? (
            <Line
              key={s.key}
              yAxisId={s.axis ?? 'left'}
              type="monotone"
              dataKey={s.key}
              name={s.label}
              stroke={PALETTE[i % PALETTE.length]}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ) : (
            <Bar
              key={s.key}
              yAxisId={s.axis ?? 'left'}
              dataKey={s.key}
              name={s.label}
              fill={PALETTE[i % PALETTE.length]}
              isAnimationActive={false}
            />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
