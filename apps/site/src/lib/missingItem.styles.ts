import { styled } from 'styled-components';
import { color, media } from '@petverse/ui';

export const Missing = styled.section`
  padding: 48px 0 24px;
  text-align: center;
  h1 {
    margin: 0 0 8px;
    font-size: 2rem;
    ${media.mobile} {
      font-size: 1.5rem;
    }
  }
  > p {
    margin: 0 auto 20px;
    max-width: 48ch;
    color: ${color('textMuted')};
  }
`;

export const WaysOn = styled.nav`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px 24px;
  margin-bottom: 32px;
`;

export const Suggestions = styled.section`
  text-align: left;
  h2 {
    margin: 0 0 16px;
    font-size: 1.25rem;
  }
`;
