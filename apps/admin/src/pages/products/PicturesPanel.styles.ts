import { styled } from 'styled-components';

export const Pictures = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: 12px;
  li {
    display: grid;
    gap: 6px;
    justify-items: start;
  }
  img {
    width: 120px;
    height: 120px;
    object-fit: contain;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;
