import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from './ApiProvider';
import { createApiClient } from './client';
import type { Product } from './contract';
import { productKeys, useProduct } from './resources/products';

const product = { _id: 'p1', name: 'Zib Senior Kibble', price: 1249 } as Product;
/** A client whose every call fails: what shows came from `initialData`, not the network. */
const offline = createApiClient({
  baseURL: 'http://api.invalid',
  fetch: () => Promise.reject(new TypeError('offline')),
});

function ProductName({ id }: { id: string }) {
  const { data, error, isLoading } = useProduct(id);
  if (error) return <p>{`${error.status} ${error.messageOr('failed')}`}</p>;
  return <p>{isLoading ? 'loading' : (data?.name ?? 'nothing')}</p>;
}

describe('ApiProvider initialData', () => {
  it('shows the handed-over answer on the first render, with no loading state', () => {
    const html = renderToString(
      <ApiProvider client={offline} initialData={[[productKeys.detail('p1'), product]]}>
        <ProductName id="p1" />
      </ApiProvider>,
    );
    expect(html).toBe('<p>Zib Senior Kibble</p>');
  });

  it('reports a handed-over error answer as the hook’s ApiError, with its status and message', () => {
    const html = renderToString(
      <ApiProvider
        client={offline}
        initialData={[
          [
            productKeys.detail('gone'),
            undefined,
            { status: 404, body: { message: 'Product not found' } },
          ],
        ]}
      >
        <ProductName id="gone" />
      </ApiProvider>,
    );
    expect(html).toBe('<p>404 Product not found</p>');
  });

  it('leaves other keys loading, as without it', () => {
    const html = renderToString(
      <ApiProvider client={offline} initialData={[[productKeys.detail('p1'), product]]}>
        <ProductName id="p2" />
      </ApiProvider>,
    );
    expect(html).toBe('<p>loading</p>');
  });

  it('keeps each provider’s answers to itself', () => {
    const html = renderToString(
      <>
        <ApiProvider client={offline} initialData={[[productKeys.detail('p1'), product]]}>
          <ProductName id="p1" />
        </ApiProvider>
        <ApiProvider client={offline}>
          <ProductName id="p1" />
        </ApiProvider>
      </>,
    );
    expect(html).toBe('<p>Zib Senior Kibble</p><p>loading</p>');
  });
});
