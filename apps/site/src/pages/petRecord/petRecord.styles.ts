import { styled } from 'styled-components';
import { color, media } from '@petverse/ui';

export const Sections = styled.div`
  display: grid;
  gap: 24px;
  min-width: 0;
`;

export const Section = styled.section`
  display: grid;
  gap: 12px;
  min-width: 0;
  h3 {
    margin: 0;
  }
`;

export const Entries = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    padding: 10px 12px;
    border: 1px solid ${color('border')};
    border-radius: 8px;
    overflow-wrap: anywhere;
  }
  li[data-state='overdue'] {
    border-color: ${color('dangerFg')};
  }
`;

export const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px;
  align-items: end;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Sparkline = styled.svg`
  width: 100%;
  max-width: 320px;
  height: 60px;
  color: ${color('accent')};
`;

export const ShareBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  code {
    overflow-wrap: anywhere;
    min-width: 0;
  }
`;

/** A visit's links and actions: side by side, wrapping on a phone. */
export const VisitActions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;
