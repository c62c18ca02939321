import { formatCount } from '../../utils/format';
import { Text } from './ResultCount.styles';
import { useT } from '../../i18n/I18n';

export interface ResultCountProps {
  /** How many results there are in all. */
  total: number;
  /** The page showing, from 1. @default 1 */
  page?: number;
  /** Results per page. */
  pageSize: number;
  /** What was searched for, quoted after the count. */
  query?: string;
  /** A new count is on its way. @default false */
  loading?: boolean;
  /** The results could not load. @default false */
  error?: boolean;
  /** The thing counted, singular and plural. @default ['product', 'products'] */
  noun?: [string, string];
}

/**
 * How many results a search has and which ones show ('Showing 25–48 of 406 products'), in a
 * polite live region so a screen reader hears each new count after a filter changes.
 */
export function ResultCount({
  total,
  page = 1,
  pageSize,
  query,
  loading = false,
  error = false,
  noun = ['product', 'products'],
}: ResultCountProps) {
  const t = useT();
  const state = error ? 'error' : loading ? 'loading' : total === 0 ? 'empty' : 'ready';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const what = t(total === 1 ? noun[0] : noun[1]);
  const things = t(noun[1]);
  const values = {
    what,
    things,
    query,
    count: formatCount(total),
    first: formatCount(first),
    last: formatCount(last),
  };
  const text =
    state === 'error'
      ? t('Could not load {things}', values)
      : state === 'loading'
        ? t('Searching…')
        : state === 'empty'
          ? query
            ? t('No {things} found for “{query}”', values)
            : t('No {things} found', values)
          : total <= pageSize && page === 1
            ? query
              ? t('{count} {what} for “{query}”', values)
              : t('{count} {what}', values)
            : query
              ? t('Showing {first}–{last} of {count} {what} for “{query}”', values)
              : t('Showing {first}–{last} of {count} {what}', values);
  return (
    <Text data-ui="ResultCount" data-state={state} role="status" aria-live="polite">
      {text}
    </Text>
  );
}
