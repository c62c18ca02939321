import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { useT } from '../../i18n/I18n';

export interface WishlistButtonProps {
  /** Whether the product is in the wishlist. */
  active: boolean;
  /** The product's name, for the accessible label. */
  productName: string;
  /** Toggles the product in or out of the wishlist. */
  onToggle: () => void;
  /** While the change is saving: repeat clicks are blocked. @default false */
  pending?: boolean;
  className?: string;
}

const HeartButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${color('border')};
  background: ${color('surface')};
  color: ${color('dangerFg')};
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadows.card};
  svg {
    width: 22px;
    height: 22px;
  }
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;

/**
 * A heart toggle (aria-pressed) for adding a product to the wishlist or removing it. While its
 * change saves it refuses clicks but keeps the focus (`aria-disabled`, not `disabled`, which
 * would drop a keyboard user's focus to the page and leave the toast that follows nowhere to go).
 */
export function WishlistButton({
  active,
  productName,
  onToggle,
  pending = false,
  className,
}: WishlistButtonProps) {
  const t = useT();
  return (
    <HeartButton
      type="button"
      data-ui="WishlistButton"
      data-state={active ? 'on' : 'off'}
      aria-pressed={active}
      aria-label={t('Wishlist {product}', { product: productName })}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      onClick={() => {
        if (!pending) onToggle();
      }}
      className={className}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2 0 3.5 1.1 4.3 2.6.8-1.5 2.3-2.6 4.3-2.6 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
          fill={active ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </HeartButton>
  );
}
