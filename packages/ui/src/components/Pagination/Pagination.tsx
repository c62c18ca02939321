import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { useT } from '../../i18n/I18n';

export interface PaginationProps {
  /** The page showing, from 1. */
  page: number;
  /** How many pages there are; nothing renders for one page or fewer. */
  totalPages: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** How many numbered pages to show around the current one. @default 5 */
  window?: number;
  /** Accessible name of the navigation. @default 'Pagination' */
  label?: string;
}

/** The numbers shown: a window around the current page, clamped to [1, totalPages]. */
export function pageWindow(page: number, totalPages: number, size: number): number[] {
  if (totalPages < 1) return [];
  const width = Math.min(size, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(width / 2)), totalPages - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}

const Nav = styled.nav`
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    justify-content: center;
  }
  button {
    min-width: 44px;
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${color('border')};
    background: ${color('surface')};
    color: ${color('text')};
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-current='page'] {
    background: ${color('accent')};
    border-color: ${color('accent')};
    color: ${color('textOnAccent')};
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** Numbered pages with Previous and Next; a window of 5 numbers by default. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  window: size = 5,
  label = 'Pagination',
}: PaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <Nav data-ui="Pagination" aria-label={t(label)}>
      <ol>
        <li>
          <button type="button" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
            {t('Previous')}
          </button>
        </li>
        {pageWindow(page, totalPages, size).map((n) => (
          <li key={n}>
            <button
              type="button"
              aria-label={t('Page {n}', { n })}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onPageChange(n)}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => onPageChange(page + 1)}
            disabled={page >= totalPages}
          >
            {t('Next')}
          </button>
        </li>
      </ol>
    </Nav>
  );
}
