import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { toApiError } from '@petverse/api';
import { useAddListingPhoto, useRemoveListingPhoto } from '@petverse/api/pro';
import { PROVIDER_PHOTOS_MAX } from '@petverse/api/contract';
import { Button, FileInput, color, notify, useT } from '@petverse/ui';
import { Section } from './EditorFrame';

const Photos = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 6px;
  }
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${color('border')};
  }
`;

/**
 * The listing's photos (issue 52 item 3): each is uploaded as it is chosen and removed with its
 * button; the profile keeps the list the server answers, so saving the listing keeps them.
 */
export function PhotosSection({
  photos,
  owner,
  name,
  onChange,
}: {
  photos: string[];
  owner: boolean;
  /** The listing's name, for the photos' descriptions. */
  name: string;
  onChange: (photos: string[]) => void;
}) {
  const t = useT();
  const id = useId();
  const add = useAddListingPhoto();
  const remove = useRemoveListingPhoto();
  const [problem, setProblem] = useState<string>();
  const full = photos.length >= PROVIDER_PHOTOS_MAX;

  const upload = async (file: File | null) => {
    if (!file) return;
    setProblem(undefined);
    try {
      const answer = await add.trigger(file);
      onChange(answer.photos);
      notify.success(t('Photo added to your listing.'));
    } catch (error) {
      setProblem(t(toApiError(error).messageOr('We could not add the photo. Please try again.')));
    }
  };
  const drop = async (url: string) => {
    try {
      const answer = await remove.trigger(url);
      onChange(answer.photos);
      notify.success(t('Photo removed from your listing.'));
    } catch (error) {
      notify.error(t(toApiError(error).messageOr('That did not work. Please try again.')));
    }
  };

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Photos')}</h2>
      <p>{t('Your van, your clinic or your work: pet parents see them on your listing.')}</p>
      {photos.length === 0 ? <p>{t('No photos yet.')}</p> : null}
      {photos.length ? (
        <Photos aria-label={t('Photos')}>
          {photos.map((url, index) => (
            <li key={url}>
              <img
                src={url}
                alt={t('Photo {n} of {name}', { n: index + 1, name })}
                loading="lazy"
                width={160}
                height={120}
              />
              {owner ? (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={remove.isMutating}
                  aria-label={t('Remove photo {n}', { n: index + 1 })}
                  onClick={() => void drop(url)}
                >
                  {t('Remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </Photos>
      ) : null}
      {owner ? (
        <FileInput
          id={`${id}-photo`}
          label={
            full
              ? t('Your listing has its {n} photos', { n: PROVIDER_PHOTOS_MAX })
              : t('Add a photo')
          }
          accept={['.png', '.jpg', '.jpeg', '.webp', '.gif']}
          value={null}
          disabled={full || add.isMutating}
          error={problem}
          onChange={(file) => void upload(file)}
        />
      ) : null}
    </Section>
  );
}
