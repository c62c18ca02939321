import { styled } from 'styled-components';
import { color } from '@petverse/ui';

/** How the words were read: a quiet line above the results. */
export const Notes = styled.div`
  display: grid;
  gap: 4px;
  padding: 10px 14px;
  border-radius: 10px;
  background: ${color('accentSubtle')};
  color: ${color('text')};
  p {
    margin: 0;
  }
`;

export const Ways = styled.div`
  display: grid;
  gap: 24px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.125rem;
  }
  a {
    color: ${color('accent')};
    font-weight: 600;
  }
`;

export const DidYouMean = styled.p`
  margin: 0;
  font-size: 1.125rem;
  a + a::before {
    content: ', ';
    color: ${color('text')};
    font-weight: 400;
  }
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 14px;
    border: 1px solid ${color('border')};
    border-radius: 999px;
    background: ${color('surface')};
    text-decoration: none;
  }
`;
