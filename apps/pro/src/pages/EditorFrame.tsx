import { styled } from 'styled-components';
import { color } from '@petverse/ui';

/** The sections of the portal's editors (hours, listing): phone first, one column. */
export const Section = styled.section`
  display: grid;
  gap: 12px;
  margin-bottom: 20px;
  padding: 16px;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${color('textMuted')};
  }
`;

/** Fields side by side where there is room, stacked on a phone. */
export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 12px;
  align-items: end;
`;

export const Heading = styled.h1`
  margin: 0 0 12px;
  font-size: 1.4rem;
`;

export const Check = styled.label`
  display: flex;
  gap: 10px;
  align-items: center;
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
  }
`;
