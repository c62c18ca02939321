import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { media } from '../../theme/tokens';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  ${media.mobile} {
    gap: 12px;
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }
`;

/** A responsive list of cards (pass <li> children): as many 220 px columns as fit, two on phones. */
export function ProductGrid(props: HTMLAttributes<HTMLUListElement>) {
  return <List data-ui="ProductGrid" {...props} />;
}
