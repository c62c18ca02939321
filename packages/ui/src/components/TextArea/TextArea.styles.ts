import { styled } from 'styled-components';
import { controlStyles } from '../FormField/FormField.styles';

export const StyledTextArea = styled.textarea`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
  line-height: 1.5;
`;
