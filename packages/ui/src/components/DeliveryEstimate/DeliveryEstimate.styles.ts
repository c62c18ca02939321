import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Box = styled.section`
  display: grid;
  gap: 10px;
  padding: 14px 16px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${color('surface')};
  h2,
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

export const Check = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  flex-wrap: wrap;
  > div {
    flex: 1 1 10rem;
    margin: 0;
  }
`;

export const Result = styled.div`
  display: grid;
  gap: 4px;
  font-size: 0.9375rem;
  p {
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 2px;
  }
  strong {
    font-weight: 700;
  }
  &[data-state='unknown'],
  &[data-state='error'] {
    color: ${color('dangerFg')};
  }
  &[data-state='found'] p:first-child {
    color: ${color('successFg')};
  }
`;
