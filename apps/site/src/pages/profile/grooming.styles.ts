import { styled } from 'styled-components';

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const RescheduleForm = styled.form`
  display: grid;
  gap: 12px;
  p {
    margin: 0;
  }
`;

export const BusyTimes = styled.p`
  font-size: 0.875rem;
`;
