import { useCallback, useState, type ImgHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { PLACEHOLDER_IMAGE } from '../../utils/placeholder';
import { useT } from '../../i18n/I18n';

export interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The image address; a missing or broken one shows the placeholder. */
  src: string | null | undefined;
  /** Describes the image; use the product name. */
  alt: string;
  /** Intrinsic size, so the page does not shift while it loads. @default 400 */
  width?: number;
  /** @default 400 */
  height?: number;
}

const Img = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 1 / 1;
  object-fit: cover;
  background: var(--pv-color-surface-muted, #f2f1f6);
`;

/**
 * A sized image (lazy by default) that falls back to a placeholder when it fails to load: also
 * when it failed in the server's HTML before React hydrated it (its `error` event came and went
 * with no handler), seen as the element mounts.
 */
export function ProductImage({
  src,
  alt,
  width = 400,
  height = 400,
  loading = 'lazy',
  ...rest
}: ProductImageProps) {
  const t = useT();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  const seeEarlyFailure = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && src && img.complete && img.naturalWidth === 0 && img.getAttribute('src') === src)
        setFailedSrc(src);
    },
    [src],
  );
  return (
    <Img
      ref={seeEarlyFailure}
      data-ui="ProductImage"
      data-state={broken ? 'fallback' : undefined}
      src={broken ? PLACEHOLDER_IMAGE : src}
      alt={t(alt)}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={() => setFailedSrc(src ?? null)}
      {...rest}
    />
  );
}
