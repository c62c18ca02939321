import { styled } from 'styled-components';
import { color, media } from '@petverse/ui';

export const PageTitle = styled.h1`
  margin: 0 0 8px;
  font-size: 2.25rem;
  ${media.mobile} {
    font-size: 1.6rem;
  }
`;

export const Lead = styled.p`
  margin: 0 0 24px;
  max-width: 70ch;
  font-size: 1.1rem;
  line-height: 1.6;
  color: ${color('textMuted')};
`;

export const Section = styled.section`
  /* A section off screen is neither laid out nor painted until it comes near, its last size (or
     this guess) standing in: on the home page the HTML parser's every pause laid out and painted
     all that had arrived so far, ~0.8 s of a slowed phone's main thread after its first paint.
     Its content is clipped to its box (paint containment): the 8 px of padding, taken back from
     the margin, keep focus rings and shadows at its edges whole. */
  content-visibility: auto;
  contain-intrinsic-size: auto 640px;
  margin: 40px -8px;
  padding: 8px;
  /* Room for the sticky bar when a hash link scrolls here. */
  scroll-margin-top: 80px;
  h2 {
    margin: 0 0 16px;
    font-size: 1.6rem;
  }
  ${media.mobile} {
    margin: 24px -8px;
  }
`;

export const CardGrid = styled.ul<{ $min?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = 220 }) => $min}px, 1fr));
  gap: 20px;
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 12px;
  }
`;

export const StoryGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 20px;
  article {
    padding: 20px;
    border-radius: 16px;
    background: ${color('accentSubtle')};
  }
  h3 {
    margin: 0 0 8px;
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
`;

export const FilterNav = styled.nav`
  margin: 0 0 20px;
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: 8px 14px;
    border-radius: 999px;
    border: 1px solid ${color('border')};
    color: ${color('text')};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${color('accent')};
    border-color: ${color('accent')};
    color: ${color('textOnAccent')};
  }
`;
