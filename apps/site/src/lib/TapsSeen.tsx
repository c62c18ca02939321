import type { MouseEvent, ReactNode } from 'react';
import { styled } from 'styled-components';
import type { Marked } from './earlyClicks';

/** An element that takes no room: only its events matter. */
const Seen = styled.div`
  display: contents;
`;

const markSeen = (event: MouseEvent) => {
  (event.nativeEvent as Marked).petverseSeen = true;
};

/**
 * The site's outermost element: it marks each click React dispatches, so the page's early-tap
 * script (lib/earlyClicks.ts) knows which taps React has not handled yet.
 */
export function TapsSeen({ children }: { children: ReactNode }) {
  return <Seen onClickCapture={markSeen}>{children}</Seen>;
}
