import { styled } from 'styled-components';
import { color, media } from '@petverse/ui';

export { Lines, SectionTitle } from './shop.styles';

export const Item = styled.li`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr) auto;
  gap: 16px;
  align-items: center;
  padding: 16px;
  border: 1px solid ${color('border')};
  border-radius: 12px;
  background: ${color('surface')};
  &[aria-busy='true'] {
    opacity: 0.6;
  }
  img {
    border-radius: 8px;
    object-fit: cover;
  }
  ${media.mobile} {
    grid-template-columns: 72px minmax(0, 1fr);
  }
`;

export const ItemInfo = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  h2,
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  a {
    color: inherit;
  }
  p {
    margin: 0;
    color: ${color('textMuted')};
    font-size: 0.875rem;
  }
`;

export const ItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  ${media.mobile} {
    grid-column: 1 / -1;
  }
`;
