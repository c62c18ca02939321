import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { useT } from '../../i18n/I18n';

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
  gap: 14px;
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
  form {
    display: grid;
    gap: 14px;
  }
  [role='alert'] {
    color: ${color('dangerFg')};
    font-weight: 600;
  }
`;

export interface AuthCardProps {
  /** The page's heading (translated), which also names the card. */
  title: string;
  /** A line under it: what the page is for, who it is for. */
  intro?: ReactNode;
  children?: ReactNode;
}

/**
 * The page an app's own sign-in sits on (the back office, the provider portal): one card in
 * the middle of the screen, its heading naming it, phone first. The page's `main` landmark.
 */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  const t = useT();
  return (
    <Page id="main" data-ui="AuthCard">
      <Card aria-labelledby="auth-title">
        <h1 id="auth-title">{t(title)}</h1>
        {intro ? <p>{intro}</p> : null}
        {children}
      </Card>
    </Page>
  );
}
