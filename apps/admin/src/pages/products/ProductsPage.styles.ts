import { styled } from 'styled-components';

export const Thumb = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  img {
    width: 48px;
    height: 48px;
    object-fit: contain;
    border-radius: 6px;
  }
`;
