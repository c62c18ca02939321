import { styled } from 'styled-components';
import { color } from '@petverse/ui';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  p {
    margin: 0;
    color: ${color('textMuted')};
  }
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: 16px;
  align-items: start;
  > section {
    margin: 0;
  }
  address {
    font-style: normal;
    line-height: 1.6;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0;
  dt {
    color: ${color('textMuted')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
