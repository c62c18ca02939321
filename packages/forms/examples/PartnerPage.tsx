/**
 * A partner's own React page (no router, not our app) embedding the clinic form inline.
 * In a partner project the two imports below read `from '@petverse/forms'` / `'@petverse/ui'`.
 */
import { ThemeProvider, Toaster } from '@petverse/ui';
import {
  RegistrationForm,
  createHttpAdapter,
  vetClinicForm,
  type SubmitAdapter,
} from '../src/index';

export interface PartnerPageProps {
  /** Where submissions go; defaults to Petverse's API. */
  adapter?: SubmitAdapter;
}

const petverseApi = createHttpAdapter({ apiBase: 'https://petverse.example/api' });

/** The clinic form in a partner's page: no modal, no router; success goes to a plain URL. */
export function PartnerPage({ adapter = petverseApi }: PartnerPageProps) {
  return (
    <ThemeProvider overrides={{ colors: { accent: '#0b5394' } }}>
      <main>
        <h1>Partner Vet Network</h1>
        <RegistrationForm
          variant="inline"
          definition={vetClinicForm}
          adapter={adapter}
          navigate={(path) => window.location.assign(`https://petverse.example${path}`)}
        />
      </main>
      <Toaster />
    </ThemeProvider>
  );
}
