import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INSURANCE_FORM_PATH, INSURER_URL } from './servicePages';
import { registrationFormRoutes } from '../pages/forms/formRoutes';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The pages' and layouts' source files (stories and tests left out). */
function sources(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(file, found);
    else if (/\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name))
      found.push(file);
  }
  return found;
}

describe('the site’s links to other sites', () => {
  it('never lead to a placeholder address (issue 36)', () => {
    for (const file of sources(src))
      expect(readFileSync(file, 'utf8'), path.relative(src, file)).not.toMatch(
        /https?:\/\/(www\.)?example\.(com|org|net)/,
      );
  });

  it('send the insurance page to one of our forms, or to an https partner address', () => {
    expect(registrationFormRoutes.map(([route]) => `/${route}`)).toContain(INSURANCE_FORM_PATH);
    expect(INSURER_URL ?? 'https://unset').toMatch(/^https:\/\//);
  });
});
