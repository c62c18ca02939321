import { styled } from 'styled-components';
import { color } from '@petverse/ui';

// The Profile tab's own parts, apart from the account area's shared styles (profile.styles.ts),
// which every tab loads.

export const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 24px;
  /* A long email address breaks inside the column instead of widening the page on a phone. */
  > div {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  img,
  span[data-avatar] {
    width: 72px;
    height: 72px;
    border-radius: 50%;
    object-fit: cover;
    background: ${color('accentSubtle')};
    display: inline-grid;
    place-items: center;
    flex: none;
    font-size: 1.75rem;
    font-weight: 700;
    color: ${color('accent')};
  }
  p {
    margin: 2px 0;
    color: ${color('textMuted')};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${color('text')};
  }
`;

export const FormBox = styled.div`
  max-width: 560px;
`;

export const Preference = styled.fieldset`
  max-width: 560px;
  margin: 32px 0 0;
  padding: 16px;
  border: 1px solid ${color('border')};
  border-radius: 10px;
  legend {
    font-weight: 700;
    padding: 0 4px;
  }
  label {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    cursor: pointer;
    color: ${color('text')};
  }
  input {
    width: 20px;
    height: 20px;
    flex: none;
    margin: 0;
    accent-color: ${color('accent')};
  }
  p {
    margin: 6px 0 0 30px;
    color: ${color('textMuted')};
  }
`;
