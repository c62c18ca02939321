import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { media } from '../../theme/tokens';

export const Root = styled.footer`
  /* Below the page, so rarely on screen as a page loads: laid out and painted only as it comes
     near (its last size, or this guess, standing in). */
  content-visibility: auto;
  contain-intrinsic-size: auto 360px;
  ${media.mobile} {
    contain-intrinsic-size: auto 900px;
  }
  margin-top: 48px;
  background: ${color('text')};
  color: ${color('surface')};
  a {
    color: ${color('surface')};
  }
`;

export const Grid = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 40px 24px 24px;
  display: grid;
  grid-template-columns: 2fr repeat(3, 1fr);
  gap: 32px;
  ${media.mobile} {
    grid-template-columns: 1fr;
    padding: 32px 16px 16px;
    gap: 24px;
  }
`;

export const Column = styled.div`
  h2 {
    margin: 0 0 12px;
    font-size: 1rem;
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
  address {
    display: grid;
    gap: 6px;
    font-style: normal;
  }
`;

export const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
`;

export const Bottom = styled.p`
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px 24px 24px;
  font-size: 0.875rem;
  border-top: 1px solid rgba(255, 255, 255, 0.2);
`;
