import { css, styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const SearchForm = styled.form`
  display: grid;
  gap: 8px;
  label {
    font-weight: 600;
  }
`;

export const Field = styled.div`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 12px;
    font: inherit;
    color: ${color('text')};
    border: 1px solid ${color('borderStrong')};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  input:focus-visible {
    outline: 2px solid ${color('focus')};
    outline-offset: 1px;
  }
`;

export const SubmitButton = styled.button`
  min-height: 44px;
  padding: 0 16px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${color('accent')};
  color: ${color('textOnAccent')};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

export const Group = styled.section`
  margin-top: 20px;
  h3 {
    margin: 0 0 8px;
    font-size: 0.9rem;
    color: ${color('textMuted')};
  }
`;

export const ChipList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** The chip's look, shared by suggestions (options) and recent searches (buttons). */
const chip = css`
  min-height: 36px;
  padding: 0 14px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${color('surfaceMuted')};
  color: ${color('text')};
  cursor: pointer;
`;

/** A suggestion: an option of the input's listbox, drawn as a chip; the active one ringed. */
export const OptionChip = styled.li`
  ${chip}
  display: inline-flex;
  align-items: center;
  &[aria-selected='true'] {
    outline: 3px solid var(--pv-color-focus);
    outline-offset: 2px;
    background: ${color('accentSubtle')};
  }
`;

export const Chip = styled.button`
  ${chip}
  font: inherit;
  &[data-variant='history'] {
    background: ${color('accentSubtle')};
  }
  &[data-variant='clear'] {
    margin-top: 8px;
    border: 0;
    background: transparent;
    color: ${color('accent')};
    text-decoration: underline;
  }
`;
