import { css, styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

export const LabelText = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
  color: ${color('text')};
  /* The required mark is drawn by CSS with empty alternative text, so it never joins the label's
     name or text (the control carries required/aria-required instead). */
  &[data-required='true']::after {
    content: '*';
    content: '*' / '';
    margin-inline-start: 2px;
    color: ${color('dangerFg')};
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${color('textMuted')};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: 0.85rem;
  font-weight: 500;
  color: ${color('dangerFg')};
`;

/** The look every text-like control shares (input, textarea, select, combobox box). */
export const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${color('borderStrong')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${color('surface')};
  color: ${color('text')};
  font-size: 1rem;
  &::placeholder {
    color: ${color('textMuted')};
    opacity: 1;
  }
  &:focus-visible {
    outline: 3px solid ${color('focus')};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${color('dangerFg')};
  }
  &:disabled {
    background: ${color('surfaceMuted')};
    cursor: not-allowed;
    opacity: 0.7;
  }
`;
