import { styled } from 'styled-components';
import { color } from '@petverse/ui';

export const AboutHero = styled.section`
  padding: 32px;
  border-radius: 20px;
  background: ${color('accentSubtle')};
  scroll-margin-top: 80px;
`;

export const JoinCard = styled.article`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: 8px;
  height: 100%;
  padding: 20px 16px;
  text-align: center;
  border: 2px dashed ${color('accent')};
  border-radius: 16px;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${color('textMuted')};
  }
  a {
    display: inline-grid;
    place-items: center;
    min-height: 44px;
    padding: 0 20px;
    text-decoration: none;
    border: 0;
    border-radius: 10px;
    background: ${color('accent')};
    color: ${color('textOnAccent')};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;
