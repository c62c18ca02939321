import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { useT } from '../../i18n/I18n';

export interface TeamMemberCardProps {
  /** The person's name; the card's heading. */
  name: string;
  /** Their role, e.g. 'Partnerships Lead'. */
  role: string;
  /** A portrait or avatar; decorative, the name says who it is. */
  image: string;
  /** A sentence about them. */
  bio?: string;
  /** The heading level of the name. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

const Card = styled.article`
  display: grid;
  justify-items: center;
  gap: 6px;
  height: 100%;
  padding: 20px 16px;
  text-align: center;
  background: ${color('surfaceRaised')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  img {
    width: 96px;
    height: 96px;
    border-radius: 50%;
    background: ${color('accentSubtle')};
  }
  h2,
  h3,
  h4 {
    margin: 6px 0 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${color('textMuted')};
    line-height: 1.5;
  }
`;

/** A team member: avatar, name, role and an optional short bio. */
export function TeamMemberCard({ name, role, image, bio, headingLevel = 3 }: TeamMemberCardProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card data-ui="TeamMemberCard">
      <img src={image} alt="" width={96} height={96} loading="lazy" />
      <Heading lang="">{name}</Heading>
      <p>{t(role)}</p>
      {bio ? <p>{t(bio)}</p> : null}
    </Card>
  );
}
