import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { media } from '../../theme/tokens';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${color('surfaceRaised')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition:
    box-shadow 150ms ease,
    transform 150ms ease;
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  @media (prefers-reduced-motion: no-preference) {
    &:hover {
      transform: translateY(-2px);
    }
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px 14px 14px;
  flex: 1;
  ${media.mobile} {
    padding: 10px;
  }
`;

export const Name = styled.h3`
  margin: 0;
  font-size: 1rem;
  line-height: 1.35;
  font-weight: 600;
  /* Two lines at most, so cards in a row line up. */
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  min-height: 2.7em;
  a {
    color: ${color('text')};
    text-decoration: none;
  }
  /* The whole card is the link's hit area; the heart stays above it. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 3px solid ${color('focus')};
    outline-offset: -3px;
    border-radius: inherit;
  }
`;

export const Meta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-top: auto;
  flex-wrap: wrap;
`;

export const HeartSlot = styled.div`
  position: absolute;
  top: 10px;
  right: 10px;
  z-index: 2;
`;

export const Actions = styled.div`
  position: relative;
  z-index: 2;
  padding: 0 14px 14px;
`;

/** 'Only 3 left' (warning) or 'Out of stock' (danger): the text says it, the colour repeats it. */
export const StockNote = styled.p`
  margin: 0;
  font-size: 0.85rem;
  font-weight: 700;
  color: ${color('warningFg')};
  &[data-state='out'] {
    color: ${color('dangerFg')};
  }
`;

export const FromPrice = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: 4px;
  font-size: 0.85rem;
  color: ${color('textMuted')};
`;

export const Sizes = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${color('textMuted')};
`;
