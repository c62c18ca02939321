import { Link } from 'react-router-dom';
import { FilterNav } from '../marketing/marketing.styles';
import { useT } from '@petverse/ui';

/** A row of filter links; the current one carries aria-current. */
export function FilterLinks({
  label,
  items,
}: {
  label: string;
  items: { label: string; to: string; current: boolean }[];
}) {
  const t = useT();
  return (
    <FilterNav aria-label={t(label)}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} aria-current={item.current ? 'page' : undefined}>
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </FilterNav>
  );
}
