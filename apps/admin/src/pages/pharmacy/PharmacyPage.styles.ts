import { styled } from 'styled-components';

/** A prescription's medicines, one a line, as the doctor wrote them. */
export const Medicines = styled.ul`
  margin: 6px 0 8px;
  padding-left: 1.2em;
  display: grid;
  gap: 4px;
`;
