import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PartnerPage } from '../examples/PartnerPage';

describe('given a partner React page that embeds a form', () => {
  const html = renderToString(<PartnerPage adapter={async () => undefined} />);

  it('renders the form inline with its title, labelled fields and button', () => {
    expect(html).toContain('Register Your Veterinary Clinic/Hospital');
    expect(html).toContain('<label');
    expect(html).toContain('for="vetClinic-clinicName"');
    expect(html).toContain('Register Clinic/Hospital');
  });

  it('is not a modal dialog there', () => {
    expect(html).not.toContain('aria-modal');
  });
});
