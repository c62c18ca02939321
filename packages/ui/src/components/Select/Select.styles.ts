import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { controlStyles } from '../FormField/FormField.styles';

export const StyledSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-inline-end: 36px;
  background-image:
    linear-gradient(45deg, transparent 50%, ${color('text')} 50%),
    linear-gradient(135deg, ${color('text')} 50%, transparent 50%);
  background-position:
    calc(100% - 18px) 50%,
    calc(100% - 12px) 50%;
  background-size: 6px 6px;
  background-repeat: no-repeat;
`;
