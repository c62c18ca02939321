import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 48px 16px;
  text-align: center;
  color: ${color('textMuted')};
  min-height: 200px;
`;

export const Title = styled.p`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
  color: ${color('text')};
`;

export const Description = styled.p`
  margin: 0;
  max-width: 40ch;
`;

export const ErrorTitle = styled(Title)`
  color: ${color('dangerFg')};
`;

export const BigSpinner = styled.span`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 4px solid ${color('border')};
  border-top-color: ${color('accent')};
  animation: pv-state-spin 0.9s linear infinite;
  @keyframes pv-state-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
