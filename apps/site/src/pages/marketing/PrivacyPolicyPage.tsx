import { PRIVACY_EFFECTIVE_DATE, privacySections } from '../../content/privacy';
import { usePageTitle } from '../../lib/usePageTitle';
import { Lead, PageTitle, Section } from './marketing.styles';
import { useT } from '@petverse/ui';

/** /privacy-policy: the policy, effective July 2, 2025. */
export default function PrivacyPolicyPage() {
  const t = useT();
  usePageTitle('Privacy Policy', 'How Petverse collects, uses and protects your personal data.');
  return (
    <article style={{ maxWidth: '75ch' }}>
      <PageTitle>{t('Privacy Policy')}</PageTitle>
      <Lead>
        {t('Effective')} {t(PRIVACY_EFFECTIVE_DATE)}
      </Lead>
      {privacySections.map((section, i) => (
        <Section
          key={section.heading}
          aria-labelledby={`privacy-${i}`}
          style={{ margin: '28px 0' }}
        >
          <h2 id={`privacy-${i}`}>{t(section.heading)}</h2>
          {section.paragraphs.map((p) => (
            <p key={p} style={{ lineHeight: 1.7 }}>
              {t(p)}
            </p>
          ))}
        </Section>
      ))}
    </article>
  );
}
