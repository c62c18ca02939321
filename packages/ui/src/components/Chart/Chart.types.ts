/** One series of numbers: drawn as bars or a line, on the left or the right axis. */
export interface ChartSeries<Row> {
  key: keyof Row & string;
  label: string;
  kind?: 'bar' | 'line';
  axis?: 'left' | 'right';
  /** How a value reads, e.g. rupees. */
  format?: (value: number) => string;
}

export interface ChartProps<Row extends object> {
  /** The chart's title, its caption and its table's. */
  title: string;
  data: readonly Row[];
  /** The category along the bottom, e.g. the day. */
  x: { key: keyof Row & string; label: string; format?: (value: Row[keyof Row]) => string };
  series: readonly ChartSeries<Row>[];
  /** @default 280 */
  height?: number;
  /** Opens the table of numbers at first. @default false */
  showTable?: boolean;
}
