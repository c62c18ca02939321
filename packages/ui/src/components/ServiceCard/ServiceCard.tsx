import type { CardLinkComponent } from '../ProductCard';
import { Body, Card, Media, Title } from './ServiceCard.styles';
import { useT } from '../../i18n/I18n';

const PlainLink: CardLinkComponent = ({ href, children }) => <a href={href}>{children}</a>;

export interface ServiceCardProps {
  /** The service's name; the card's heading and link text. */
  title: string;
  /** Where the card leads. */
  href: string;
  /** An illustration; decorative, the title says what it is. */
  image: string;
  /** A line about the service. */
  description?: string;
  /** The link component to render. @default a plain anchor */
  linkComponent?: CardLinkComponent;
  /** The heading level of the title, to fit the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Load the image at once, for cards above the fold. @default false */
  priority?: boolean;
}

/** A card for a service or section of the site: image, title (the link) and a line of text. */
export function ServiceCard({
  title,
  href,
  image,
  description,
  linkComponent: Link = PlainLink,
  headingLevel = 3,
  priority = false,
}: ServiceCardProps) {
  const t = useT();
  return (
    <Card data-ui="ServiceCard">
      <Media>
        <img src={image} alt="" width={320} height={200} loading={priority ? 'eager' : 'lazy'} />
      </Media>
      <Body>
        <Title as={`h${headingLevel}`}>
          <Link href={href}>{t(title)}</Link>
        </Title>
        {description ? <p>{t(description)}</p> : null}
      </Body>
    </Card>
  );
}
