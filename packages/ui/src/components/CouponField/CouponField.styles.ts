import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Root = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/** The input and its button side by side; on a phone the button stays beside a narrower input. */
export const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  > :first-child {
    flex: 1;
    min-width: 0;
  }
  input {
    text-transform: uppercase;
  }
`;

export const Applied = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${color('successBg')};
  color: ${color('successFg')};
  p {
    margin: 0;
    font-weight: 700;
  }
`;
