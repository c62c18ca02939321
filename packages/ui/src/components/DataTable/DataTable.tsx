import { useMemo, type ReactNode } from 'react';
import {
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { EmptyState, ErrorState, LoadingState } from '../States';
import { VisuallyHidden } from '../VisuallyHidden';
import { Check, Region, SortButton, StateCell, Table } from './DataTable.styles';
import { useT } from '../../i18n/I18n';

/** One column: its header, how a row shows in it, and whether the server can sort by it. */
export interface DataTableColumn<Row> {
  /** Stable id; the sort key sent to the server for sortable columns. */
  id: string;
  /** The header's text. */
  header: string;
  /** The cell of a row. */
  cell: (row: Row) => ReactNode;
  /** Whether a header button sorts by this column. @default false */
  sortable?: boolean;
  /** `end` for numbers and money. @default 'start' */
  align?: 'start' | 'end';
}

/** The sort the table shows, as the server applied it. */
export interface DataTableSort {
  id: string;
  desc: boolean;
}

export interface DataTableProps<Row extends RowData> {
  /** What the table lists, read as its caption (visually hidden with `hideCaption`). */
  caption: string;
  /** Hides the caption visually; screen readers still read it. @default false */
  hideCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the page shown. */
  rows: readonly Row[];
  /** A row's stable id (selection and React keys). */
  rowId: (row: Row) => string;
  /** A row's name for its checkbox ('Select order #1a2b3c4d'). @default rowId */
  rowLabel?: (row: Row) => string;
  /** The sort shown; sorting is the server's (the caller refetches). */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** The selected rows' ids; with `onSelectionChange`, rows get checkboxes. */
  selected?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** True while a page loads: the rows shown stay, dimmed, and the table is aria-busy. */
  loading?: boolean;
  /** A failed load: shown with Retry instead of the rows. */
  error?: string | null;
  onRetry?: () => void;
  /** What an empty table says. @default 'Nothing here yet.' */
  emptyTitle?: string;
  emptyDescription?: ReactNode;
}

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A data table on TanStack Table: server-side sorting (a button in each sortable header, with
 * aria-sort), row selection by checkboxes, and loading, error and empty states. It scrolls
 * sideways on a narrow screen inside a focusable, named region.
 */
export function DataTable<Row extends RowData>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowId,
  rowLabel = rowId,
  sort = null,
  onSortChange,
  selected,
  onSelectionChange,
  loading = false,
  error = null,
  onRetry,
  emptyTitle = 'Nothing here yet.',
  emptyDescription,
}: DataTableProps<Row>) {
  const t = useT();
  const selectable = Boolean(onSelectionChange);
  const defs = useMemo<ColumnDef<typeof features, Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: Row) => rowId(row),
        cell: (info) => column.cell(info.row.original),
        enableSorting: Boolean(column.sortable && onSortChange),
        meta: { align: column.align ?? 'start' },
      })),
    [columns, onSortChange, rowId],
  );
  const cellOf = new Map(columns.map((column) => [column.id, column.cell]));
  const sorting: SortingState = sort ? [sort] : [];
  const rowSelection: RowSelectionState = Object.fromEntries(
    (selected ?? []).map((id) => [id, true]),
  );
  const table = useTable({
    features,
    columns: defs,
    data: rows,
    getRowId: (row) => rowId(row),
    manualSorting: true,
    enableMultiSort: false,
    enableRowSelection: selectable,
    state: { sorting, rowSelection },
    onSortingChange: (next) => {
      const value = typeof next === 'function' ? next(sorting) : next;
      onSortChange?.(value[0] ?? null);
    },
    onRowSelectionChange: (next) => {
      const value = typeof next === 'function' ? next(rowSelection) : next;
      onSelectionChange?.(Object.keys(value).filter((id) => value[id]));
    },
  });
  const span = columns.length + (selectable ? 1 : 0);
  const state = error ? (
    <ErrorState message={t(error)} onRetry={onRetry} />
  ) : rows.length === 0 ? (
    loading ? (
      <LoadingState label={t('Loading {what}...', { what: t(caption).toLowerCase() })} />
    ) : (
      <EmptyState title={t(emptyTitle)} description={emptyDescription} />
    )
  ) : null;

  return (
    // A region the keyboard can scroll sideways on a narrow screen.
    <Region role="region" aria-label={t(caption)} tabIndex={0} data-ui="DataTable">
      <Table aria-busy={loading || undefined}>
        <caption data-hidden={hideCaption || undefined}>
          {hideCaption ? <VisuallyHidden>{t(caption)}</VisuallyHidden> : caption}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selectable ? (
                <th scope="col">
                  <Check
                    type="checkbox"
                    aria-label={t('Select every row on this page')}
                    checked={rows.length > 0 && table.getIsAllRowsSelected()}
                    ref={(input) => {
                      if (input) input.indeterminate = table.getIsSomeRowsSelected();
                    }}
                    onChange={() => table.toggleAllRowsSelected()}
                    disabled={rows.length === 0}
                  />
                </th>
              ) : null}
              {group.headers.map((header) => {
                const direction = header.column.getIsSorted();
                const align = (header.column.columnDef.meta as { align: string }).align;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    data-align={align}
                    aria-sort={direction ? ARIA_SORT[direction] : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <SortButton type="button" onClick={header.column.getToggleSortingHandler()}>
                        <table.FlexRender header={header} />
                        <span aria-hidden="true">
                          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                        </span>
                      </SortButton>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {state ? (
            <tr data-part="state">
              <StateCell colSpan={span}>{state}</StateCell>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-state={row.getIsSelected() ? 'selected' : undefined}>
                {selectable ? (
                  <td>
                    <Check
                      type="checkbox"
                      aria-label={t('Select {row}', { row: rowLabel(row.original) })}
                      checked={row.getIsSelected()}
                      onChange={() => row.toggleSelected()}
                    />
                  </td>
                ) : null}
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    data-align={(cell.column.columnDef.meta as { align: string }).align}
                  >
                    {/* Called here, not rendered as TanStack's cell component: that component is
                        made anew whenever the page passes new columns (every render), and would
                        unmount what a cell holds — an open dialog closed mid-action. */}
                    {cellOf.get(cell.column.id)?.(row.original)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </Region>
  );
}
