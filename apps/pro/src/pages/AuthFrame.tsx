import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { color, useT } from '@petverse/ui';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 24px 16px;
  background: ${color('surfaceMuted')};
`;

const Card = styled.section`
  width: min(440px, 100%);
  display: grid;
  gap: 12px;
  padding: 24px 20px;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  h1 {
    margin: 0;
    font-size: 1.35rem;
  }
  > p {
    margin: 0;
    color: ${color('textMuted')};
    overflow-wrap: anywhere;
  }
`;

/** The card the portal's sign-in and invitation pages sit in (phone first). */
export function AuthFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Page id="main">
      <Card aria-labelledby="auth-title">
        <h1 id="auth-title">{t(title)}</h1>
        {intro ? <p>{intro}</p> : null}
        {children}
      </Card>
    </Page>
  );
}
