export { Chart } from './Chart';
export type { ChartProps, ChartSeries } from './Chart.types';
