import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { color } from '@petverse/ui';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 24px 16px;
  background: ${color('surfaceMuted')};
`;

const Card = styled.section`
  width: min(420px, 100%);
  display: grid;
  gap: 16px;
  padding: 28px 24px;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  h1 {
    margin: 0;
    font-size: 1.4rem;
  }
  p {
    margin: 0;
    color: ${color('textMuted')};
  }
  form {
    display: grid;
    gap: 14px;
  }
  [role='alert'] {
    color: ${color('dangerFg')};
    font-weight: 600;
  }
`;

/** The card the sign-in, first-owner and invitation pages sit in. */
export function AuthFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page id="main">
      <Card aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {intro ? <p>{intro}</p> : null}
        {children}
      </Card>
    </Page>
  );
}
