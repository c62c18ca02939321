import { styled } from 'styled-components';
import { color } from '@petverse/ui';

/** The box beside its words, inside the field's label, as tall as a control so a finger finds it. */
export const CheckLine = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
  }
  input:focus-visible {
    outline: 3px solid ${color('focus')};
    outline-offset: 2px;
  }
`;
