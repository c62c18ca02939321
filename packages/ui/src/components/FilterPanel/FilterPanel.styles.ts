import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Panel = styled.section`
  display: grid;
  gap: 16px;
  color: ${color('text')};
  /* Busy counts are marked by an outline, not faded: faded text would fail contrast. */
  &[aria-busy='true'] label > span {
    text-decoration: underline dotted;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 44px;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: 1.1rem;
`;

export const Group = styled.fieldset`
  margin: 0;
  padding: 0 0 12px;
  border: 0;
  border-bottom: 1px solid ${color('border')};
  legend {
    padding: 0;
    margin-bottom: 6px;
    font-weight: 700;
  }
`;

export const Options = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;

export const Option = styled.li`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 36px;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${color('accent')};
  }
  input:focus-visible {
    outline: 3px solid ${color('focus')};
    outline-offset: 2px;
  }
  label {
    flex: 1;
    display: flex;
    justify-content: space-between;
    gap: 8px;
    cursor: pointer;
  }
  input:disabled + label {
    color: ${color('textMuted')};
    cursor: not-allowed;
  }
`;

export const Count = styled.span`
  color: ${color('textMuted')};
  font-variant-numeric: tabular-nums;
`;
