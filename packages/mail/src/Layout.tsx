import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Words } from './i18n';
import type { MailSite } from './types';

/** Petverse's colours, as the site's theme has them (mail clients take no CSS variables). */
export const BRAND = {
  accent: '#a33d06',
  text: '#1e1b2e',
  muted: '#5b5869',
  border: '#e3e1ea',
  surface: '#ffffff',
  page: '#f2f1f6',
};

/** A paragraph of body text. */
export function P({ children }: { children: ReactNode }) {
  return (
    <Text style={{ fontSize: 15, lineHeight: '22px', color: BRAND.text, margin: '0 0 12px' }}>
      {children}
    </Text>
  );
}

/** The frame every mail has: the brand, the message, and why they got it. */
export function Layout({
  preview,
  site,
  words,
  children,
  footer,
}: {
  /** The line mail clients show after the subject. */
  preview: string;
  site: MailSite;
  /** The mail's language. */
  words: Words;
  children: ReactNode;
  /** Why this mail came, and how to stop it when it can be stopped. */
  footer?: ReactNode;
}) {
  return (
    <Html lang={`${words.locale}-IN`}>
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: BRAND.page,
          fontFamily: 'Arial, Helvetica, sans-serif',
          margin: 0,
        }}
      >
        <Container style={{ maxWidth: 560, margin: '0 auto', padding: '24px 12px' }}>
          <Text style={{ fontSize: 22, fontWeight: 700, color: BRAND.accent, margin: '0 0 16px' }}>
            Petverse
          </Text>
          <Section
            style={{
              backgroundColor: BRAND.surface,
              border: `1px solid ${BRAND.border}`,
              borderRadius: 8,
              padding: '20px 20px 8px',
            }}
          >
            {children}
          </Section>
          <Hr style={{ borderColor: BRAND.border, margin: '20px 0 12px' }} />
          <Text style={{ fontSize: 12, lineHeight: '18px', color: BRAND.muted, margin: 0 }}>
            {footer ?? words.t('You get this mail because of something you did on Petverse.')}{' '}
            <Link href={site.url} style={{ color: BRAND.accent }}>
              Petverse
            </Link>{' '}
            · {words.t('Made with care for pets in India.')}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
