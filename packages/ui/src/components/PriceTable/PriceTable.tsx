import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { formatRupees } from '../../utils/format';
import { useT } from '../../i18n/I18n';

export interface PriceRow {
  /** What is priced, e.g. a city or a service. */
  label: string;
  /** Price in rupees. */
  price: number;
  /** A note under the label, e.g. 'Full grooming package'. */
  note?: string;
}

export interface PriceTableProps {
  /** The table's caption, read first by screen readers. */
  caption: string;
  /** Header of the first column. @default 'City' */
  labelHeader?: string;
  /** Header of the price column. @default 'Price' */
  priceHeader?: string;
  /** The rows. */
  rows: readonly PriceRow[];
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${color('surface')};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  caption {
    text-align: left;
    font-weight: 700;
    font-size: 1.125rem;
    padding: 0 0 12px;
  }
  th,
  td {
    padding: 14px 16px;
    text-align: left;
    border-bottom: 1px solid ${color('border')};
  }
  thead th {
    background: ${color('surfaceMuted')};
    font-size: 0.875rem;
    color: ${color('textMuted')};
  }
  td:last-child,
  th:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tbody tr:last-child td,
  tbody tr:last-child th {
    border-bottom: 0;
  }
  small {
    display: block;
    color: ${color('textMuted')};
    font-weight: 400;
  }
`;

/** A two-column price list (label, rupee price) as a real table with a caption. */
export function PriceTable({
  caption,
  labelHeader = 'City',
  priceHeader = 'Price',
  rows,
}: PriceTableProps) {
  const t = useT();
  return (
    <Table data-ui="PriceTable">
      <caption>{t(caption)}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col">{t(priceHeader)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">
              {t(row.label)}
              {row.note ? <small>{t(row.note)}</small> : null}
            </th>
            <td>{formatRupees(row.price)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
