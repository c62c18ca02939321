import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Display = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 0.9rem;
  color: ${color('textMuted')};
`;

export const Stars = styled.span<{ $fill: number }>`
  position: relative;
  display: inline-block;
  font-size: 1rem;
  line-height: 1;
  letter-spacing: 2px;
  color: ${color('border')};
  &::before {
    content: '\\2605\\2605\\2605\\2605\\2605'; /* five black stars */
  }
  &::after {
    content: '\\2605\\2605\\2605\\2605\\2605'; /* five black stars */
    position: absolute;
    inset: 0;
    width: ${({ $fill }) => $fill}%;
    overflow: hidden;
    color: ${color('rating')};
  }
`;

export const Value = styled.span`
  font-weight: 600;
  color: ${color('text')};
`;

export const Count = styled.span`
  color: ${color('textMuted')};
`;

export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: inline-flex;
  flex-direction: column;
  gap: 4px;
  legend {
    padding: 0;
    font-weight: 600;
    margin-bottom: 4px;
  }
`;

export const StarRow = styled.div`
  display: inline-flex;
  flex-direction: row;
`;

export const StarLabel = styled.label<{ $on: boolean }>`
  cursor: pointer;
  font-size: 1.75rem;
  line-height: 1;
  padding: 2px;
  color: ${({ $on }) => ($on ? color('rating') : color('borderStrong'))};
  input:disabled + & {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const StarInput = styled.input`
  position: absolute;
  opacity: 0;
  width: 1px;
  height: 1px;
  &:focus-visible + label {
    outline: 3px solid ${color('focus')};
    outline-offset: 2px;
    border-radius: 4px;
  }
`;
