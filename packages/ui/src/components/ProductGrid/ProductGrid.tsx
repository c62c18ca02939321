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
    /* A card off screen is neither laid out nor painted until it comes near: a page of 24 cards
       cost a slow phone's main thread ~60 ms of layout after its first paint. The size stands in
       until then (a phone's card is ~310 px tall, a wide screen's ~390), then the real one. */
    content-visibility: auto;
    contain-intrinsic-size: auto 310px;
    ${media.desktop} {
      contain-intrinsic-size: auto 390px;
    }
  }
  > li > * {
    flex: 1;
  }
`;

/** A responsive list of cards (pass <li> children): as many 220 px columns as fit, two on phones. */
export function ProductGrid(props: HTMLAttributes<HTMLUListElement>) {
  return <List data-ui="ProductGrid" {...props} />;
}
