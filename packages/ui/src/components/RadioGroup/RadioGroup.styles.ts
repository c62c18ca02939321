import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  &[data-orientation='vertical'] {
    flex-direction: column;
  }
`;

export const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  color: ${color('text')};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${color('accent')};
  }
  input:disabled {
    cursor: not-allowed;
  }
`;
