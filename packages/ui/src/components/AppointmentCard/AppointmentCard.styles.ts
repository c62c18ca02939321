import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { media } from '../../theme/tokens';

export const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 8px 16px;
    margin: 0;
  }
  dt {
    font-size: 0.85rem;
    color: ${color('textMuted')};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  ${media.mobile} {
    dl {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
`;

export const DetailGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  h4 {
    margin: 0 0 6px;
  }
  p {
    margin: 0;
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 16px;
  p {
    margin: 0;
    flex-basis: 100%;
    color: ${color('textMuted')};
    font-size: 0.875rem;
  }
`;
