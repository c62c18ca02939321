import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForHydration } from '../support/browser';
import { startsServerAndBrowser } from '../support/server';

const journey = startsServerAndBrowser();
let page: Page;

const REQUIRED = 'This field is required';
const CLINIC_TITLE = 'Register Your Veterinary Clinic/Hospital';

/** The message under a field, found the way assistive technology finds it: aria-describedby. */
async function messageOf(label: string, on: Page = page): Promise<string | null> {
  // The control itself (a multi-select's listbox carries the same label).
  const control = on.locator('input, textarea, select').and(on.getByLabel(label, { exact: true }));
  if ((await control.getAttribute('aria-invalid')) !== 'true') return null;
  const ids = (await control.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(/\s+/)
      .filter((id) => id.endsWith('__error'))
      .map((id) => on.locator(`[id="${id}"]`).textContent()),
  );
  return texts.join('').trim() || null;
}

/**
 * A form's Close once React runs it ("go back one step"); before, it is a link to the services
 * (firstpaint.e2e.ts).
 */
async function closeForm(on: Page) {
  await waitForHydration(on, '[data-ui="FormCard"] a[aria-label="Close"]');
  await on.getByRole('link', { name: 'Close' }).click();
}

describe('given a clinic registering through the veterinary clinic form', () => {
  it('shows every message for mistakes, clears them when fixed, and lands on /thankyou', async () => {
    page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${journey.server.url}/VetClinicRegistrationForm`);
    await page.getByRole('dialog', { name: CLINIC_TITLE }).waitFor();
    const submit = page.getByRole('button', { name: 'Register Clinic/Hospital' });
    // The page arrives rendered; what follows is the form's own behaviour, once React has it (a
    // tap before that is held and replayed: firstpaint.e2e).
    await waitForHydration(page, 'form button[type="submit"]');

    // Nothing filled in: every field says what it needs.
    await submit.click();
    await expect.poll(() => messageOf('Clinic Name')).toBe(REQUIRED);
    for (const label of [
      'Vet in Charge',
      'Qualification',
      'Years of Experience',
      'City',
      'Clinic Address',
      'Pincode',
      'Registration Number',
      'Consultation Fee',
    ])
      expect(await messageOf(label), label).toBe(REQUIRED);
    expect(await messageOf('Services Offered')).toBe('At least one service must be selected');

    // Wrong formats.
    await page.getByLabel('Clinic Name', { exact: true }).fill('Happy Paws Clinic');
    expect(await messageOf('Clinic Name')).toBeNull(); // cleared as soon as it is edited
    await page.getByLabel('Vet in Charge', { exact: true }).fill('Dr. Meera Rao');
    await page.getByLabel('Qualification', { exact: true }).fill('BVSc & AH');
    await page.getByLabel('Years of Experience', { exact: true }).fill('five');
    await page.getByLabel('City', { exact: true }).fill('Pune');
    await page.getByLabel('Clinic Address', { exact: true }).fill('12 MG Road, Camp');
    await page.getByLabel('Pincode', { exact: true }).fill('4110');
    await page.getByLabel('Registration Number', { exact: true }).fill('MSVC-2291');
    await page.getByLabel('Consultation Fee', { exact: true }).fill('₹500');
    await submit.click();
    await expect
      .poll(() => messageOf('Years of Experience'))
      .toBe('Years of experience must be a number');
    expect(await messageOf('Consultation Fee')).toBe('Consultation fee must be a number');
    expect(await messageOf('Pincode')).toBe('Must be a valid 6-digit number');
    expect(await messageOf('Services Offered')).toBe('At least one service must be selected');

    // Fix them.
    await page.getByLabel('Years of Experience', { exact: true }).fill('8');
    await page.getByLabel('Pincode', { exact: true }).fill('411001');
    await page.getByLabel('Consultation Fee', { exact: true }).fill('500');
    // A click on the multi-select, straight after typing in the other fields, opens its list.
    const services = page.getByRole('combobox', { name: 'Services Offered' });
    await services.click();
    await expect.poll(() => page.getByRole('option').count()).toBe(8);
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await services.fill('Vacc');
    await page.getByRole('option', { name: 'Vaccination' }).click();
    await services.fill('Surg');
    await page.getByRole('option', { name: 'Surgery' }).click();
    for (const label of ['Years of Experience', 'Pincode', 'Consultation Fee', 'Services Offered'])
      expect(await messageOf(label), label).toBeNull();

    // The answer is held until 'Processing...' has been seen.
    let answer!: () => void;
    const seen = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/forms/vetClinic', async (route) => {
      await seen;
      await route.continue();
    });
    await submit.click();
    const processing = page.getByRole('button', { name: 'Processing...' });
    await processing.waitFor();
    expect(await processing.isDisabled()).toBe(true);
    answer();
    await page.getByText('Clinic registered successfully!').waitFor();
    await page.waitForURL(`${journey.server.url}/thankyou`, { timeout: 10_000 });
    await page
      .getByRole('heading', {
        name: 'Thank you for registering! Our team will get back to you shortly.',
      })
      .waitFor();

    const res = await fetch(`${journey.server.url}/api/dev/form-submissions?formKey=vetClinic`);
    const { submissions } = (await res.json()) as {
      submissions: { values: Record<string, unknown>; files: unknown[] }[];
    };
    expect(submissions).toHaveLength(1);
    expect(submissions[0]!.values).toEqual({
      clinicName: 'Happy Paws Clinic',
      vetInCharge: 'Dr. Meera Rao',
      qualification: 'BVSc & AH',
      yearsOfExperience: '8',
      servicesOffered: ['Vaccination', 'Surgery'],
      city: 'Pune',
      clinicAddress: '12 MG Road, Camp',
      pincode: '411001',
      registrationNumber: 'MSVC-2291',
      consultationFee: '500',
    });
    expect(submissions[0]!.files).toEqual([]);

    await page.getByRole('button', { name: 'Our Services' }).click();
    await page.waitForURL((url) => url.pathname !== '/thankyou');
  });

  it('opens the same form at /vetClinicRegistrationForm and /breeding', async () => {
    for (const path of ['/vetClinicRegistrationForm', '/breeding']) {
      await page.goto(`${journey.server.url}${path}`);
      await page.getByRole('dialog', { name: CLINIC_TITLE }).waitFor();
      expect(await page.getByRole('button', { name: 'Register Clinic/Hospital' }).count()).toBe(1);
    }
  });

  it('goes back one step with the close button', async () => {
    await page.goto(`${journey.server.url}/pet-store`);
    await page.getByRole('list', { name: 'Products' }).waitFor();
    await page.goto(`${journey.server.url}/VetClinicRegistrationForm`);
    await page.getByRole('dialog', { name: CLINIC_TITLE }).waitFor();
    await closeForm(page);
    await page.waitForURL(`${journey.server.url}/pet-store`);
    await page.getByRole('list', { name: 'Products' }).waitFor();
  });

  it('keeps what was typed: Escape closes only an open list, and a closed form comes back filled', async () => {
    await page.goto(`${journey.server.url}/pet-store`);
    await page.getByRole('list', { name: 'Products' }).waitFor();
    await page.goto(`${journey.server.url}/PetPharmacyRegistrationForm`);
    const dialog = page.getByRole('dialog').first();
    await dialog.waitFor();
    const name = page.getByLabel('Business Name', { exact: true });
    await name.fill('Pune Pet Meds');
    const combo = page.getByRole('combobox', { name: 'Product Range' });
    await combo.fill('a');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
    // The form is still open, with its answer.
    expect(new URL(page.url()).pathname).toBe('/PetPharmacyRegistrationForm');
    expect(await name.inputValue()).toBe('Pune Pet Meds');

    // Closing it on purpose goes back; opening it again brings the answer back.
    await closeForm(page);
    await page.waitForURL(`${journey.server.url}/pet-store`);
    await page.goto(`${journey.server.url}/PetPharmacyRegistrationForm`);
    await page.getByText('We kept what you typed earlier.').waitFor();
    expect(await page.getByLabel('Business Name', { exact: true }).inputValue()).toBe(
      'Pune Pet Meds',
    );
  });

  it('leads insurers and pet parents to their forms from the insurance chooser', async () => {
    await page.goto(`${journey.server.url}/PetInsuranceRegistrationForm`);
    await page.getByRole('dialog', { name: 'Insurance That Wags With Love.' }).waitFor();
    await page.getByRole('button', { name: 'Start Journey' }).click();
    await page.getByRole('dialog', { name: 'Register as a Pet Parent' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/PetParentRegistrationForm');
    await closeForm(page);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL(`${journey.server.url}/InsuranceProviderRegistrationForm`);
  });

  it('takes over a form typed into before React had it: the text, the focus and the combobox list', async () => {
    // A fresh page whose JavaScript is held until the typing is done, as on a slow phone.
    const fresh = await journey.browser.newPage({ viewport: { width: 412, height: 823 } });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await fresh.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await fresh.goto(`${journey.server.url}/VetClinicRegistrationForm`);
    const services = fresh.getByRole('combobox', { name: 'Services Offered' });
    await fresh.getByLabel('Clinic Name', { exact: true }).fill('Camp Vets');
    await services.pressSequentially('vac');

    // React takes the page over: what was typed reaches the form as its boxes mount
    // (useTypedBeforeHydration, useOptionCombobox), the focus stays in the box (the card does not
    // take it to its title), and the combobox opens its list on the text.
    release();
    await fresh.getByRole('option', { name: 'Vaccination' }).waitFor();
    expect(await services.inputValue()).toBe('vac');
    expect(await services.evaluate((input) => input === document.activeElement)).toBe(true);
    await fresh.keyboard.press('Enter');
    await fresh.getByRole('button', { name: 'Remove Vaccination' }).waitFor();
    expect(await fresh.getByLabel('Clinic Name', { exact: true }).inputValue()).toBe('Camp Vets');

    // The form has both: sent without the rest, it names what is missing but not these two.
    await fresh.getByRole('button', { name: 'Register Clinic/Hospital' }).click();
    await fresh.getByText(REQUIRED).first().waitFor();
    expect(await messageOf('Clinic Name', fresh)).toBeNull();
    expect(await messageOf('Services Offered', fresh)).toBeNull();
    await fresh.close();
  });
});
