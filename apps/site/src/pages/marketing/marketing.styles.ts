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
  margin: 48px 0;
  /* Room for the sticky bar when a hash link scrolls here. */
  scroll-margin-top: 80px;
  h2 {
    margin: 0 0 16px;
    font-size: 1.6rem;
  }
  ${media.mobile} {
    margin: 32px 0;
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
