import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Form = styled.form`
  display: grid;
  gap: 12px;
  max-width: 560px;
`;

export const StarsError = styled.p`
  margin: 4px 0 0;
  color: ${color('dangerFg')};
  font-size: 0.9rem;
`;

export const ServerError = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${color('dangerBg')};
  color: ${color('dangerFg')};
`;

export const Actions = styled.div`
  display: flex;
  gap: 8px;
`;
