import { useState, type ReactNode } from 'react';
import { Provider, createStore } from 'jotai';
import { checkoutAddressIdAtom, shippingTypeAtom, tokenAtom, userAtom } from '@petverse/api';
import type { ShippingType, User } from '@petverse/api/contract';
import type { FixtureRoutes } from '@repo/story-fixtures';
import { PageFrame } from './PageFrame';
import { SHOP_USER_ID } from './shopFixtures';

/** A token the client reads as signed in (user id, no expiry); the fixtures never check it. */
const toBase64Url = (json: object) =>
  btoa(JSON.stringify(json)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
export const fixtureToken = (userId: string) =>
  `${toBase64Url({ alg: 'none' })}.${toBase64Url({ userId })}.fixture`;
export const FIXTURE_TOKEN = fixtureToken(SHOP_USER_ID);

/**
 * PageFrame with its own session and checkout state (a jotai store per story), so stories of
 * signed-in screens neither read nor change the browser's real session.
 */
export function ShopFrame({
  path,
  routes,
  children,
  signedIn = true,
  addressId = null,
  shippingType,
  user,
  store: given,
}: {
  path: string;
  routes: FixtureRoutes;
  children: ReactNode;
  signedIn?: boolean;
  addressId?: string | null;
  shippingType?: ShippingType;
  /** The signed-in user as the session knows it (what `useAuth().user` answers). */
  user?: User;
  /** The story's own store, to change the session while the page shows (else one is made). */
  store?: ReturnType<typeof createStore>;
}) {
  const [store] = useState(() => {
    const s = given ?? createStore();
    // The checkout's choices are kept in the tab's storage: each story starts from none.
    for (const key of Object.keys(window.sessionStorage))
      if (key.startsWith('petverse.checkout.')) window.sessionStorage.removeItem(key);
    s.set(tokenAtom, signedIn ? FIXTURE_TOKEN : null);
    s.set(checkoutAddressIdAtom, addressId);
    if (shippingType) s.set(shippingTypeAtom, shippingType);
    if (user) s.set(userAtom, user);
    return s;
  });
  return (
    <Provider store={store}>
      <PageFrame path={path} routes={routes}>
        {children}
      </PageFrame>
    </Provider>
  );
}
