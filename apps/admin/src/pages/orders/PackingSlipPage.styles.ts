import { styled } from 'styled-components';
import { color } from '@petverse/ui';

export const Slip = styled.article`
  max-width: 720px;
  padding: 24px;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
  }
  h1,
  header h2 {
    font-size: 1.3rem;
    margin: 0;
  }
  h2,
  h3 {
    font-size: 1rem;
    margin: 20px 0 6px;
  }
  address {
    font-style: normal;
    font-size: 1.1rem;
    line-height: 1.5;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    text-align: start;
    padding: 6px 8px;
    border-bottom: 1px solid ${color('border')};
  }
  @media print {
    border: 0;
    padding: 0;
    button {
      display: none;
    }
  }
`;

/** Many slips: each on a printed page of its own. */
export const Slips = styled.div`
  display: grid;
  gap: 16px;
  > header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
  }
  > header h1 {
    font-size: 1.3rem;
    margin: 0;
  }
  @media print {
    > header {
      display: none;
    }
    ${Slip} {
      break-after: page;
    }
  }
`;
