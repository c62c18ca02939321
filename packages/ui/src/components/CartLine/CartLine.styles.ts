import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { media } from '../../theme/tokens';

export const Line = styled.article`
  display: grid;
  grid-template-columns: 96px 1fr auto;
  gap: 16px;
  align-items: start;
  padding: 16px;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  &[data-state='pending'] {
    background: ${color('surfaceMuted')};
  }
  ${media.mobile} {
    grid-template-columns: 72px 1fr;
    > :last-child {
      grid-column: 1 / -1;
    }
  }
  > img,
  > a > img {
    width: 96px;
    height: 96px;
    border-radius: ${({ theme }) => theme.radii.md};
    object-fit: cover;
  }
  ${media.mobile} {
    > img,
    > a > img {
      width: 72px;
      height: 72px;
    }
  }
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: ${color('textMuted')};
    font-size: 0.9rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 10px;
    margin: 4px 0 0;
    font-size: 0.9rem;
  }
  dt {
    color: ${color('textMuted')};
  }
  dd {
    margin: 0;
  }
`;

export const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 10px;
  ${media.mobile} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

export const Remove = styled.button`
  min-height: 44px;
  padding: 0 8px;
  border: 0;
  background: none;
  color: ${color('dangerFg')};
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;

export const FileIcon = styled.span`
  display: grid;
  place-items: center;
  width: 96px;
  height: 96px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${color('infoBg')};
  color: ${color('infoFg')};
  font-weight: 700;
  font-size: 0.8rem;
  ${media.mobile} {
    width: 72px;
    height: 72px;
  }
`;

/** '3 × ₹299.99' under a line's total. */
export const UnitPrice = styled.span`
  display: block;
  font-size: 0.85rem;
  color: ${color('textMuted')};
`;

/** What stands in the way of buying the line (it ran out): said in text, in the danger colour. */
export const Problem = styled.p`
  margin: 4px 0;
  font-weight: 700;
  color: ${color('dangerFg')};
`;
