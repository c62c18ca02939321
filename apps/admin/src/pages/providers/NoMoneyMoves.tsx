import { styled } from 'styled-components';
import { color } from '@petverse/ui';

const Note = styled.p`
  margin: 0 0 16px;
  padding: 10px 14px;
  border-left: 4px solid ${color('warningFg')};
  background: ${color('warningBg')};
  color: ${color('text')};
`;

/** What the providers' pages must never let anyone believe: that Petverse pays providers. */
export function NoMoneyMoves() {
  return (
    <Note>
      <strong>No money moves through Petverse yet.</strong> Statements say what each provider
      earned; payouts are made by bank transfer outside Petverse and recorded here with the bank’s
      reference.
    </Note>
  );
}
