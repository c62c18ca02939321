import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAddPharmacyOrder } from '@petverse/api';
import {
  PHARMACY_ORDER_PRICE,
  PRESCRIPTION_MAX_BYTES,
  PRESCRIPTION_MIME_TYPES,
} from '@petverse/api/contract';
import { Button, FileInput, PriceTag, QuantityStepper, notify } from '@petverse/ui';
import { notifyFailure, failureMessage } from '../../lib/notifyFailure';
import { useLoginFirst } from '../../lib/returnTo';
import { useSignedIn } from '../../lib/useSignedIn';
import { OrderPanel } from './services.styles';
import { T, useT } from '@petverse/ui';

export const PHARMACY_TEXTS = {
  title: 'Order with a prescription',
  added: 'Pharmacy order added to cart',
  failed: 'Failed to add pharmacy order',
  noFile: 'Please choose your prescription (PDF, JPEG or PNG).',
  wrongType: 'The prescription must be a PDF, JPEG or PNG file.',
  tooBig: 'The prescription must be 5 MB or smaller.',
} as const;

/** Checks a chosen prescription before sending it (the server checks its content again). */
export function prescriptionProblem(file: File | null): string | null {
  if (!file) return PHARMACY_TEXTS.noFile;
  if (!(PRESCRIPTION_MIME_TYPES as readonly string[]).includes(file.type))
    return PHARMACY_TEXTS.wrongType;
  if (file.size > PRESCRIPTION_MAX_BYTES) return PHARMACY_TEXTS.tooBig;
  return null;
}

/**
 * /pet-pharmacy's order panel: a signed-in pet parent uploads a prescription, chooses how many
 * packs and adds a 'Pharmacy Order' line to the cart at the per-pack price shown; a visitor is
 * asked to log in first and comes back here.
 */
export function PharmacyOrder() {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<string | undefined>(undefined);
  const [added, setAdded] = useState(false);
  const loginFirst = useLoginFirst();
  const { trigger, isMutating } = useAddPharmacyOrder();
  const signedIn = useSignedIn();

  const add = async () => {
    const problem = prescriptionProblem(file);
    setError(problem ?? undefined);
    if (problem || !file) return;
    try {
      const { message } = await trigger({ prescriptionFile: file, quantity });
      notify.success(message || PHARMACY_TEXTS.added);
      setAdded(true);
      setFile(null);
      setQuantity(1);
    } catch (failure) {
      const message = failureMessage(failure, PHARMACY_TEXTS.failed);
      notifyFailure(failure, message);
    }
  };

  return (
    <OrderPanel aria-labelledby="pharmacy-order-title">
      <h2 id="pharmacy-order-title">{t(PHARMACY_TEXTS.title)}</h2>
      <p>
        <T
          message="Upload your vet's prescription and we deliver the medicines: {price} per pack."
          values={{ price: <PriceTag amount={PHARMACY_ORDER_PRICE} size="sm" /> }}
        />
      </p>
      {signedIn ? (
        <>
          <FileInput
            id="prescription"
            label={t('Prescription')}
            accept={['.pdf', '.jpg', '.jpeg', '.png']}
            hint={t('PDF, JPEG or PNG, up to 5 MB')}
            value={file}
            onChange={(next) => {
              setFile(next);
              setError(undefined);
              setAdded(false);
            }}
            error={error}
            required
          />
          <div data-part="quantity">
            <QuantityStepper value={quantity} onChange={setQuantity} label={t('Packs')} />
            <span>
              {t('Total:')} <PriceTag amount={PHARMACY_ORDER_PRICE * quantity} size="sm" emphasis />
            </span>
          </div>
          <Button loading={isMutating} onClick={() => void add()}>
            {t('Add to Cart')}
          </Button>
          {added ? (
            <p role="status">
              {t('Added.')} <Link to="/auth/pet-cart">{t('Go to your cart')}</Link>
            </p>
          ) : null}
        </>
      ) : (
        <Button onClick={() => loginFirst()}>{t('Log in to order')}</Button>
      )}
    </OrderPanel>
  );
}
