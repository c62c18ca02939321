import { styled } from 'styled-components';
import { color } from '@petverse/ui';

export const ReturnLines = styled.fieldset`
  display: grid;
  gap: 12px;
  margin: 12px 0;
  padding: 12px;
  border: 1px solid ${color('border')};
  border-radius: 8px;
  legend {
    padding: 0 4px;
    font-weight: 600;
  }
  p {
    margin: 0;
  }
`;

export const ReturnFields = styled.div`
  display: grid;
  gap: 12px;
  margin-bottom: 16px;
`;

export const ReturnBox = styled.section`
  margin: 12px 0;
  padding: 12px;
  border: 1px solid ${color('border')};
  border-radius: 8px;
  p {
    margin: 4px 0;
  }
`;
