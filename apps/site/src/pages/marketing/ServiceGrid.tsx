import { ServiceCard } from '@petverse/ui';
import type { ServiceLink } from '../../content/services';
import { RouterLink } from '../../lib/RouterLink';
import { CardGrid } from './marketing.styles';
import { useT } from '@petverse/ui';

/** A grid of service cards that navigate through the router. */
export function ServiceGrid({
  items,
  label,
  headingLevel = 3,
  priority = false,
}: {
  items: readonly ServiceLink[];
  label: string;
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
}) {
  const t = useT();
  return (
    <CardGrid aria-label={t(label)}>
      {items.map((item) => (
        <li key={`${item.href}-${item.title}`}>
          <ServiceCard
            title={t(item.title)}
            href={item.href}
            image={item.image}
            description={t(item.description)}
            linkComponent={RouterLink}
            headingLevel={headingLevel}
            priority={priority}
          />
        </li>
      ))}
    </CardGrid>
  );
}
