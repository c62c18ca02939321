import { styled } from 'styled-components';
import { color } from '@petverse/ui';

export const Gallery = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  align-items: flex-start;
  img {
    width: min(480px, 100%);
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    border-radius: 12px;
    background: ${color('surfaceMuted')};
  }
`;
