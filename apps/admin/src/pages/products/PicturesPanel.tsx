import { useRef, useState } from 'react';
import { useSaveProduct, useUploadPicture } from '@petverse/api/admin';
import type { AdminProduct } from '@petverse/api/contract';
import { Button, ProductImage, notify } from '@petverse/ui';
import { Panel } from '../../layout/AdminLayout.styles';
import { problem } from '../../lib/format';
import { Pictures, Row } from './PicturesPanel.styles';

const MAX = 8;

/** The product's pictures in the order the store shows them: add, move and remove, saved at once. */
export function PicturesPanel({
  product,
  onChanged,
}: {
  product: AdminProduct;
  onChanged: (p: AdminProduct) => void;
}) {
  const save = useSaveProduct();
  const upload = useUploadPicture();
  const input = useRef<HTMLInputElement | null>(null);
  const [status, setStatus] = useState('');
  const saveImages = async (images: string[], said: string) => {
    try {
      const done = await save.trigger({
        id: product._id,
        payload: { images, version: product.version },
      });
      onChanged(done.product);
      setStatus(said);
    } catch (error) {
      notify.error(problem(error, 'We could not save the pictures.'));
    }
  };
  const moveTo = (from: number, to: number) => {
    const images = [...product.images];
    const [picture] = images.splice(from, 1);
    images.splice(to, 0, picture!);
    void saveImages(images, `Picture ${from + 1} is now picture ${to + 1}.`);
  };
  const add = async (file: File | undefined) => {
    if (!file) return;
    try {
      const { url } = await upload.trigger(file);
      await saveImages([...product.images, url], 'Picture added.');
    } catch (error) {
      notify.error(problem(error, 'We could not upload the picture.'));
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  const busy = save.isMutating || upload.isMutating;
  return (
    <Panel aria-labelledby="pictures">
      <h2 id="pictures">Pictures</h2>
      <p>The first picture is the one the store's cards show.</p>
      <Pictures>
        {product.images.map((src, i) => (
          <li key={`${src}-${i}`}>
            <ProductImage
              src={src}
              alt={`Picture ${i + 1} of ${product.name}`}
              width={120}
              height={120}
            />
            <Row>
              <Button
                size="sm"
                variant="outline"
                disabled={busy || i === 0}
                onClick={() => moveTo(i, i - 1)}
                aria-label={`Move picture ${i + 1} earlier`}
              >
                ←
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={busy || i === product.images.length - 1}
                onClick={() => moveTo(i, i + 1)}
                aria-label={`Move picture ${i + 1} later`}
              >
                →
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={busy || product.images.length === 1}
                onClick={() =>
                  void saveImages(
                    product.images.filter((_, j) => j !== i),
                    `Picture ${i + 1} removed.`,
                  )
                }
                aria-label={`Remove picture ${i + 1}`}
              >
                Remove
              </Button>
            </Row>
          </li>
        ))}
      </Pictures>
      <label htmlFor="picture-file">Add a picture (PNG, JPEG, WebP or GIF, up to 2 MB)</label>
      <input
        id="picture-file"
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        disabled={busy || product.images.length >= MAX}
        onChange={(event) => void add(event.target.files?.[0])}
      />
      <p role="status">{busy ? 'Saving…' : status}</p>
    </Panel>
  );
}
