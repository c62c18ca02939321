import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { media } from '../../theme/tokens';
import { useT } from '../../i18n/I18n';

export interface TestimonialCardProps {
  /** Who said it. */
  name: string;
  /** Their title, e.g. 'Dog dad to Simba, Mumbai'. */
  title: string;
  /** What they said. */
  message: string;
  /** A portrait or avatar; decorative, the name says who it is. */
  image?: string;
}

const Figure = styled.figure`
  margin: 0;
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: 20px;
  align-items: center;
  padding: 24px;
  background: ${color('surface')};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${media.mobile} {
    grid-template-columns: 1fr;
    justify-items: center;
    text-align: center;
  }
  img {
    width: 96px;
    height: 96px;
    border-radius: 50%;
  }
  blockquote {
    margin: 0 0 12px;
    font-size: 1.05rem;
    line-height: 1.6;
    color: ${color('text')};
  }
  figcaption strong {
    display: block;
  }
  figcaption span {
    color: ${color('textMuted')};
    font-size: 0.9rem;
  }
`;

/** A quote with its author, for testimonial and quote carousels. */
export function TestimonialCard({ name, title, message, image }: TestimonialCardProps) {
  const t = useT();
  return (
    <Figure data-ui="TestimonialCard">
      {image ? (
        <img src={image} alt="" width={96} height={96} loading="lazy" />
      ) : (
        <span aria-hidden="true" />
      )}
      <div>
        <blockquote>“{t(message)}”</blockquote>
        <figcaption>
          <strong lang="">{name}</strong>
          <span>{t(title)}</span>
        </figcaption>
      </div>
    </Figure>
  );
}
