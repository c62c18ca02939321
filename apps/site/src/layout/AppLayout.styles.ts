import { styled } from 'styled-components';
import { color, media } from '@petverse/ui';

export const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -60px;
  z-index: 1000;
  padding: 8px 12px;
  background: ${color('surface')};
  color: ${color('text')};
  border-radius: 6px;
  &:focus {
    top: 8px;
  }
`;

export const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px;
  min-height: calc(100vh - 64px);
  ${media.mobile} {
    padding: 16px;
  }
  &:focus {
    outline: none;
  }
`;
