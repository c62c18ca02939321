import { useEffect, useState } from 'react';

/** What the server says of this page's origin; fetched once per API origin per page. */
interface Access {
  origin: string | null;
  allowed: boolean;
}

const checks = new Map<string, Promise<Access | null>>();

function checkAccess(apiBase: string): Promise<Access | null> {
  const origin = new URL(apiBase, window.location.href).origin;
  let check = checks.get(origin);
  if (!check) {
    check = fetch(`${origin}/embed/v1/access`, { credentials: 'omit' })
      .then((res) => (res.ok ? (res.json() as Promise<Access>) : null))
      .catch(() => null);
    checks.set(origin, check);
  }
  return check;
}

/** The message shown in place of the content when this site is not a Petverse partner. */
export const notPartnerMessage = (origin: string) =>
  `Petverse content can't be shown on ${origin} yet: this site is not a Petverse partner. ` +
  'If it is your site, ask Petverse to add it to the partner origins.';

/**
 * `undefined` while checking, `null` when this page may use the API, else the message to show.
 * An unreachable server is not a refusal: the element's own loading then reports it.
 */
export function useAccessProblem(apiBase: string): string | null | undefined {
  const [problem, setProblem] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void checkAccess(apiBase).then((access) => {
      if (!live) return;
      setProblem(
        access && !access.allowed
          ? notPartnerMessage(access.origin ?? window.location.origin)
          : null,
      );
    });
    return () => {
      live = false;
    };
  }, [apiBase]);
  return problem;
}
