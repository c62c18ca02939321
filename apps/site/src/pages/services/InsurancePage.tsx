import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  INSURANCE_FORM_PATH,
  INSURER_URL,
  insuranceBenefits,
  insuranceEligibility,
} from '../../content/servicePages';
import { VisuallyHidden } from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { GroomingHero } from './grooming.styles';
import { ActionLink, CardGrid, InfoCard, Page, Section, Table } from './services.styles';
import { useT } from '@petverse/ui';

/**
 * The page's actions: to the insurance partner's own page in a new tab when the build names one
 * (VITE_INSURER_URL), else to our pet-parent insurance form.
 */
function PartnerLink({ children }: { children: ReactNode }) {
  const t = useT();
  if (!INSURER_URL)
    return (
      <ActionLink as={Link} to={INSURANCE_FORM_PATH}>
        {children}
      </ActionLink>
    );
  return (
    <ActionLink href={INSURER_URL} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {t('(opens in a new tab)')}</VisuallyHidden>
    </ActionLink>
  );
}

/** /pet-insurance: partner hero, benefits, eligibility and 'Still Doubtful?' (services spec §2.7). */
export default function InsurancePage() {
  const t = useT();
  usePageTitle('Pet Insurance');
  return (
    <Page>
      <GroomingHero>
        <div>
          <h1>{t('Pet Insurance with Our Partner')}</h1>
          <p>
            {t('Cover vet bills for accidents and illnesses for dogs and cats from 90 days old.')}
          </p>
          <PartnerLink>{t('Get a Quote')}</PartnerLink>
        </div>
        <img src="/art/service-insurance.webp" alt="" width={320} height={320} />
      </GroomingHero>
      <Section aria-labelledby="benefits-heading">
        <h2 id="benefits-heading">{t('Benefits')}</h2>
        <CardGrid>
          {insuranceBenefits.map((b) => (
            <InfoCard key={b.title}>
              <img src={b.icon} alt="" width={64} height={64} />
              <h3>{t(b.title)}</h3>
              <p>{t(b.text)}</p>
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
      <Section aria-labelledby="eligibility-heading">
        <h2 id="eligibility-heading">{t('Eligibility')}</h2>
        <p>{t('Pets must be at least 90 days old.')}</p>
        <Table>
          <caption>{t('Entry and exit ages')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Pet')}</th>
              <th scope="col">{t('Entry age')}</th>
              <th scope="col">{t('Exit age')}</th>
            </tr>
          </thead>
          <tbody>
            {insuranceEligibility.map((row) => (
              <tr key={row.pet}>
                <th scope="row">{t(row.pet)}</th>
                <td>{t(row.entry)}</td>
                <td>{t(row.exit)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>
      <Section aria-labelledby="doubt-heading">
        <h2 id="doubt-heading">{t('Still Doubtful?')}</h2>
        <p>
          {t(
            'Owner liability cover up to 15 lakh rupees and a 30-day terminal disease cover. Talk to our insurance partner to find the plan that fits your pet.',
          )}
        </p>
        <div>
          <PartnerLink>{t('Talk to Our Partner')}</PartnerLink>
        </div>
      </Section>
    </Page>
  );
}
