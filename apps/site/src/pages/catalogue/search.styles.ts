import { styled } from 'styled-components';
import { color } from '@petverse/ui';

export const SearchBox = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 24px;
  label {
    font-weight: 600;
    width: 100%;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 12px;
    font: inherit;
    border: 1px solid ${color('borderStrong')};
    border-radius: 10px;
  }
  button {
    min-height: 44px;
    padding: 0 18px;
    border: 0;
    border-radius: 10px;
    background: ${color('accent')};
    color: ${color('textOnAccent')};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;
