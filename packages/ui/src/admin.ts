// `@petverse/ui/admin`: the back office's components (issue 31). A subpath of its own: TanStack
// Table and recharts (loaded on first use) never reach the pet-parent site or a partner's page.
export { DataTable } from './components/DataTable';
export { StatCard } from './components/StatCard';
export { StatusTimeline } from './components/StatusTimeline';
export { FilterBar } from './components/FilterBar';
export { ConfirmAction } from './components/ConfirmAction';
export { Chart } from './components/Chart';
export { formatIndiaDate, formatIndiaDateTime, formatIndiaTime } from './utils/indiaTime';
export { formatCount } from './utils/format';

export type { DataTableProps, DataTableColumn, DataTableSort } from './components/DataTable';
export type { StatCardProps } from './components/StatCard';
export type { StatusTimelineProps, TimelineEvent } from './components/StatusTimeline';
export type { FilterBarProps, FilterField } from './components/FilterBar';
export type { ConfirmActionProps, ConfirmField } from './components/ConfirmAction';
export type { ChartProps, ChartSeries } from './components/Chart';
