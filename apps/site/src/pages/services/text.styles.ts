import { styled } from 'styled-components';
import { color } from '@petverse/ui';

/**
 * A quiet line (a doctor's specialty, "No address selected"). A module of its own: the grooming
 * booking needs nothing else of services.styles.ts, and importing one component from there
 * brought all of its components, and the home page's hero they extend (~1.7 KB gzipped).
 */
export const Muted = styled.p`
  margin: 0;
  color: ${color('textMuted')};
`;
