import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';

const Hidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Hides content visually while keeping it for screen readers. */
export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <Hidden data-ui="VisuallyHidden" {...props} />;
}
