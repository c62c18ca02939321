import { lazy, Suspense } from 'react';
import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { VisuallyHidden } from '../VisuallyHidden';
import type { ChartProps } from './Chart.types';
import { useT } from '../../i18n/I18n';

const ChartCanvas = lazy(() => import('./ChartCanvas'));
/** What the lazily loaded drawing takes, its rows' type erased at the boundary. */
type CanvasProps = Pick<ChartProps<Record<string, unknown>>, 'data' | 'x' | 'series' | 'height'>;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 8px;
  padding: 16px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${color('surface')};
  figcaption {
    font-weight: 700;
  }
  [data-part='canvas'] {
    min-height: var(--chart-height);
  }
  details summary {
    cursor: pointer;
    color: ${color('accent')};
    font-weight: 600;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin-top: 8px;
    font-size: 0.9rem;
  }
  th,
  td {
    padding: 4px 8px;
    border-bottom: 1px solid ${color('border')};
    text-align: end;
  }
  th:first-child,
  td:first-child {
    text-align: start;
  }
`;

/**
 * A chart with the numbers behind it: recharts draws it (loaded on first use, so pages without a
 * chart never download it), hidden from screen readers, which read the table of the same numbers;
 * anyone can open that table.
 */
export function Chart<Row extends object>({
  title,
  data,
  x,
  series,
  height = 280,
  showTable = false,
}: ChartProps<Row>) {
  const t = useT();
  const cell = (row: Row, key: keyof Row & string, format?: (value: number) => string) =>
    format ? format(Number(row[key])) : String(row[key]);
  return (
    <Figure data-ui="Chart" style={{ ['--chart-height' as string]: `${height}px` }}>
      <figcaption>{t(title)}</figcaption>
      <div data-part="canvas" aria-hidden="true">
        <Suspense fallback={null}>
          <ChartCanvas {...({ data, x, series, height } as unknown as CanvasProps)} />
        </Suspense>
      </div>
      <details open={showTable}>
        <summary>{t('Show the numbers')}</summary>
        <table>
          <caption>
            <VisuallyHidden>{t(title)}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t(x.label)}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {t(s.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((row, i) => (
              <tr key={i}>
                <th scope="row">{x.format ? x.format(row[x.key]) : String(row[x.key])}</th>
                {series.map((s) => (
                  <td key={s.key}>{cell(row, s.key, s.format)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Figure>
  );
}
