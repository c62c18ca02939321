import { styled } from 'styled-components';
import { controlStyles } from '../FormField/FormField.styles';

export const StyledInput = styled.input`
  ${controlStyles}
`;
