import { styled } from 'styled-components';
import { color, media } from '@petverse/ui';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: 32px;
  align-items: start;
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: 16px;
  }
`;

/** The filter panel beside the results; on phones it lives in a drawer instead. */
export const Aside = styled.aside`
  position: sticky;
  top: 88px;
  max-height: calc(100vh - 104px);
  overflow-y: auto;
  ${media.mobile} {
    display: none;
  }
`;

export const Results = styled.div`
  display: grid;
  gap: 16px;
  &[aria-busy='true'] ul[aria-label='Products'] {
    opacity: 0.6;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: 12px;
`;

export const ToolbarEnd = styled.div`
  display: flex;
  align-items: end;
  gap: 8px;
`;

/** Only on phones: opens the filter drawer. */
export const FiltersButton = styled.span`
  display: none;
  ${media.mobile} {
    display: inline-flex;
  }
`;

export const DrawerFooter = styled.div`
  position: sticky;
  bottom: 0;
  padding-top: 12px;
  background: ${color('surfaceRaised')};
  display: grid;
`;
