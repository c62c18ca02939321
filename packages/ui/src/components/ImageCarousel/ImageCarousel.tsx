import { useState, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { Controls, Frame, Root, Thumbs } from './ImageCarousel.styles';
import { useT } from '../../i18n/I18n';

export interface CarouselImage {
  /** The image address. */
  src: string;
  /** What the image shows, e.g. 'KCI registration document'. */
  alt: string;
}

export interface ImageCarouselProps {
  /** The images, in order. */
  images: readonly CarouselImage[];
  /** Accessible name of the carousel. @default 'Photos and documents' */
  label?: string;
  /** What shows when there are no images. @default 'No photos' */
  emptyText?: string;
}

/**
 * A listing's photos: one at a time, Previous/Next buttons that wrap, arrow keys when focused,
 * thumbnails to jump, and the position announced politely. No auto-rotation.
 */
export function ImageCarousel({
  images,
  label = 'Photos and documents',
  emptyText = 'No photos',
}: ImageCarouselProps) {
  const t = useT();
  const [index, setIndex] = useState(0);
  if (images.length === 0)
    return (
      <p data-ui="ImageCarousel" data-state="empty">
        {t(emptyText)}
      </p>
    );
  const current = Math.min(index, images.length - 1);
  const go = (step: number) => setIndex((i) => (i + step + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const image = images[current]!;
  return (
    <Root
      data-ui="ImageCarousel"
      aria-roledescription="carousel"
      aria-label={t(label)}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <Frame>
        <img src={image.src} alt={t(image.alt)} width={560} height={420} />
        <figcaption aria-live="polite">
          {t('{name} ({n} of {count})', {
            name: t(image.alt),
            n: current + 1,
            count: images.length,
          })}
        </figcaption>
      </Frame>
      {images.length > 1 ? (
        <>
          <Controls>
            <Button
              variant="outline"
              size="sm"
              onClick={() => go(-1)}
              aria-label={t('Previous photo')}
            >
              {t('‹ Previous')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => go(1)} aria-label={t('Next photo')}>
              {t('Next ›')}
            </Button>
          </Controls>
          <Thumbs aria-label={t('All photos')}>
            {images.map((img, i) => (
              <li key={`${img.src}-${i}`}>
                <button
                  type="button"
                  aria-current={i === current}
                  aria-label={t('Show {picture}', { picture: img.alt })}
                  onClick={() => setIndex(i)}
                >
                  <img src={img.src} alt="" width={64} height={48} loading="lazy" />
                </button>
              </li>
            ))}
          </Thumbs>
        </>
      ) : null}
    </Root>
  );
}
