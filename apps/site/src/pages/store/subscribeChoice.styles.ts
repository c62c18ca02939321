import { styled } from 'styled-components';
import { color } from '@petverse/ui';

export const PlanBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 12px;
  border: 1px solid ${color('border')};
  border-radius: 8px;
  &[data-state='subscribed'] {
    border-color: ${color('accent')};
  }
`;
