import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startsServerAndBrowser } from '../support/server';

const journey = startsServerAndBrowser();
let page: Page;

const email = `asha.${Date.now()}@example.com`;
const firstPassword = 'first-password-1';
const newPassword = 'second-password-2';

/** A real 2×2 PNG (the server checks pictures by content). */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.from([0, 232, 89, 12, 11, 122, 111, 0, 29, 78, 216, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const path = () => new URL(page.url()).pathname;
const dialog = (name: string) => page.getByRole('dialog', { name });
const toast = (text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function logIn(password: string) {
  const login = dialog('Login');
  await login.getByLabel('Email', { exact: true }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Login' }).click();
}

async function logOut() {
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect.poll(path).toBe('/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

beforeAll(async () => {
  page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
});

describe('given a new pet parent', () => {
  it('is sent from a protected page to /login, signs up there and comes back', async () => {
    await page.goto(`${journey.server.url}/auth/profile`);
    await dialog('Login').waitFor();
    expect(path()).toBe('/login');
    await dialog('Login').getByRole('link', { name: 'Sign Up' }).click();
    const signUp = dialog('Sign Up');
    await signUp.getByLabel('Name', { exact: true }).fill('Asha Rao');
    await signUp.getByLabel('Email', { exact: true }).fill(email);
    await signUp.getByLabel('Phone Number', { exact: true }).fill('9876543210');
    await signUp.getByLabel('Password', { exact: true }).fill(firstPassword);
    await signUp.getByLabel('Confirm Password', { exact: true }).fill('something-else');
    await signUp.getByRole('button', { name: 'Sign Up' }).click();
    await signUp.getByText('Passwords do not match').waitFor();
    await signUp.getByLabel('Confirm Password', { exact: true }).fill(firstPassword);
    await signUp.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
    expect(path()).toBe('/auth/profile');
    await page.getByText('Asha Rao').first().waitFor();
  });

  it('logs out, is refused a wrong password, and logs back in to the page it asked for', async () => {
    await logOut();
    await page.goto(`${journey.server.url}/auth/profile/pets`);
    await dialog('Login').waitFor();
    await logIn('wrong-password');
    await dialog('Login').getByRole('alert').getByText('Invalid email or password').waitFor();
    expect(path()).toBe('/login');
    await logIn(firstPassword);
    await page.getByRole('heading', { name: 'Your Pets' }).waitFor();
    expect(path()).toBe('/auth/profile/pets');
    await page.getByText('No pets registered yet.').waitFor();
  });

  it('registers a pet with a picture and edits it', async () => {
    await page.getByRole('link', { name: 'Register Pet' }).click();
    const form = dialog('Fill your pet details');
    await form.getByRole('radio', { name: 'Dog' }).check();
    await form.getByRole('combobox', { name: 'Breed' }).fill('Bea');
    await form.getByRole('option', { name: 'Beagle' }).click();
    await form.getByLabel('Pet Name', { exact: true }).fill('Bruno');
    await form.getByLabel('Date of Birth', { exact: true }).fill('2022-03-15');
    await form.getByLabel('Pet Picture', { exact: true }).setInputFiles({
      name: 'bruno.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    await form.getByRole('button', { name: 'Register Pet' }).click();
    await toast('Pet registered successfully!');
    await expect.poll(path).toBe('/auth/profile');

    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Pets' })
      .click();
    const card = page.getByRole('article', { name: 'Bruno' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Beagle');
    expect(await card.getByRole('img', { name: 'Photo of Bruno' }).getAttribute('src')).toMatch(
      /^\/api\/uploads\//,
    );

    await card.getByRole('button', { name: 'Edit Bruno' }).click();
    const edit = dialog('Edit Pet');
    await edit.getByLabel('Pet Name', { exact: true }).fill('Bruno Jr');
    await edit.getByRole('button', { name: 'Update Pet' }).click();
    await page.getByRole('article', { name: 'Bruno Jr' }).waitFor();
    expect(await dialog('Edit Pet').count()).toBe(0);
  });

  it('adds, edits, sets the default of and deletes addresses', async () => {
    await page.goto(`${journey.server.url}/profile/addresses`);
    await page.getByRole('heading', { name: 'Saved Addresses' }).waitFor();
    expect(path()).toBe('/auth/profile/address');

    const add = async (type: string, street: string, pincode: string) => {
      await page.getByRole('button', { name: 'Add Address' }).click();
      const form = dialog('Add Address');
      await form.getByLabel('Address Type', { exact: true }).selectOption(type);
      await form.getByLabel('Street', { exact: true }).fill(street);
      await form.getByLabel('City', { exact: true }).fill('Pune');
      await form.getByLabel('State', { exact: true }).fill('Maharashtra');
      await form.getByLabel('Pincode', { exact: true }).fill(pincode);
      expect(await form.getByLabel('Country', { exact: true }).inputValue()).toBe('India');
      await form.getByRole('button', { name: 'Save Address' }).click();
    };
    await page.getByRole('button', { name: 'Add Address' }).click();
    await dialog('Add Address').getByLabel('Pincode', { exact: true }).fill('4110');
    await dialog('Add Address').getByRole('button', { name: 'Save Address' }).click();
    await dialog('Add Address').getByText('Must be a valid 6-digit number').waitFor();
    // The sixth digit fills city and state from the server's pincode table.
    await dialog('Add Address').getByLabel('Pincode', { exact: true }).fill('411004');
    await expect
      .poll(() => dialog('Add Address').getByLabel('City', { exact: true }).inputValue())
      .toBe('Pune');
    expect(await dialog('Add Address').getByLabel('State', { exact: true }).inputValue()).toBe(
      'Maharashtra',
    );
    await dialog('Add Address').getByRole('button', { name: 'Close' }).click();

    await add('Home', '12 MG Road', '411001');
    await toast('Address added successfully');
    await add('Work', '5 Tech Park', '411057');
    const list = page.getByRole('list', { name: 'Saved addresses' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);

    const home = page.getByRole('article', { name: 'Home address' });
    await home.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog('Edit Address');
    await edit.getByLabel('City', { exact: true }).fill('Mumbai');
    await edit.getByRole('button', { name: 'Update Address' }).click();
    await toast('Address updated successfully');
    await expect.poll(() => home.textContent()).toContain('Mumbai, Maharashtra 411001');

    const work = page.getByRole('article', { name: 'Work address' });
    await work.getByRole('button', { name: 'Set as Default' }).click();
    await work.getByText('Default', { exact: true }).waitFor();
    await expect.poll(() => home.getByText('Default', { exact: true }).count()).toBe(0);

    await home.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Address' });
    expect(await confirm.textContent()).toContain(
      'Are you sure you want to delete this address? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('Address deleted successfully');
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
  });

  it('resets the password with the emailed code and logs in with the new one', async () => {
    await logOut();
    await page.goto(`${journey.server.url}/reset-password`);
    const reset = dialog('Reset Password');
    await reset.getByLabel('Email', { exact: true }).fill(email);
    await reset.getByRole('button', { name: 'Send OTP' }).click();
    await reset.getByLabel('OTP', { exact: true }).waitFor();

    const outbox = await page.request.get(
      `${journey.server.url}/api/dev/outbox?email=${encodeURIComponent(email)}`,
    );
    const { messages } = (await outbox.json()) as { messages: { text: string }[] };
    const code = /\b(\d{6})\b/.exec(messages[0]!.text)![1]!;

    // A wrong code: the spec's toast, and the server's reason under the form.
    await reset.getByLabel('OTP', { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await reset.getByLabel('New Password', { exact: true }).fill(newPassword);
    await reset.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await toast('Failed to reset password');
    await reset.getByText(/invalid or has expired.*request a new code/).waitFor();

    await reset.getByLabel('OTP', { exact: true }).fill(code);
    await reset.getByLabel('New Password', { exact: true }).fill(newPassword);
    await reset.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await reset.getByRole('status').waitFor();
    await expect.poll(path, { timeout: 5000 }).toBe('/login');

    await page.goto(`${journey.server.url}/auth/profile`);
    await dialog('Login').waitFor();
    await logIn(firstPassword);
    await dialog('Login').getByText('Invalid email or password').waitFor();
    await logIn(newPassword);
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
    expect(path()).toBe('/auth/profile');
  });
});
