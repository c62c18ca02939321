import { ServiceCard } from '@petverse/ui';
import type { ServiceLink } from '../../content/services';
import { RouterLink } from '../../lib/RouterLink';
import { CardGrid } from './marketing.styles';

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
  return (
    <CardGrid aria-label={label}>
      {items.map((item) => (
        <li key={`${item.href}-${item.title}`}>
          <ServiceCard
            title={item.title}
            href={item.href}
            image={item.image}
            description={item.description}
            linkComponent={RouterLink}
            headingLevel={headingLevel}
            priority={priority}
          />
        </li>
      ))}
    </CardGrid>
  );
}
