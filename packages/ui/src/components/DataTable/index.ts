export { DataTable } from './DataTable';
export type { DataTableProps, DataTableColumn, DataTableSort } from './DataTable';
