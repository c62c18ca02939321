import { useEffect, useMemo, useState } from 'react';
import { ProductCard, ThemeProvider, Toaster } from '@petverse/ui';
import {
  RegistrationForm,
  createHttpAdapter,
  vetClinicForm,
  type FormFailure,
  type FormSubmitted,
} from '@petverse/forms';
import type { Product, ProductListResponse } from '@petverse/api/contract';

/** The Petverse server this partner was given (cross-origin). */
const PETVERSE = import.meta.env.VITE_PETVERSE_ORIGIN ?? 'https://petverse.example';

/** A partner's page: our product card and clinic form, their own heading and outcome line. */
export function App() {
  const [product, setProduct] = useState<Product | null>(null);
  const [outcome, setOutcome] = useState('');
  const adapter = useMemo(() => createHttpAdapter({ apiBase: `${PETVERSE}/api` }), []);

  useEffect(() => {
    fetch(`${PETVERSE}/api/product/getall-product`)
      .then((res) => res.json() as Promise<ProductListResponse>)
      .then(({ products }) => setProduct(products[0] ?? null))
      .catch(() => setOutcome('Products could not load.'));
  }, []);

  return (
    <ThemeProvider overrides={{ colors: { accent: '#0b5394' } }}>
      <main style={{ maxWidth: 720, margin: '0 auto' }}>
        <h1>Happy Paws Clinic Network</h1>
        {product ? (
          <div style={{ maxWidth: 260 }}>
            <ProductCard
              name={product.name}
              price={product.price}
              averageRating={product.averageRating}
              imageUrl={product.imageUrl ? new URL(product.imageUrl, PETVERSE).href : null}
              href={`${PETVERSE}/pet-product-page/${product._id}`}
            />
          </div>
        ) : null}
        <RegistrationForm
          variant="inline"
          definition={vetClinicForm}
          adapter={adapter}
          redirectTo={null}
          notifications={false}
          onSubmitted={({ result }: FormSubmitted) =>
            setOutcome(`Registered: ${(result as { _id?: string } | undefined)?._id ?? ''}`)
          }
          onError={({ message }: FormFailure) => setOutcome(`Not sent: ${message}`)}
        />
        <p role="status">{outcome}</p>
      </main>
      <Toaster />
    </ThemeProvider>
  );
}
