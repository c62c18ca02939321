import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PASSWORD_LABELS, PASSWORD_PROBLEMS } from '@petverse/api/password';

/*
 * The password rule's words reach people on every page that asks for a password (the strength
 * meter, and the server's refusal): each has its Hindi in ui's catalogue, which every app loads
 * (issue 58 item 5).
 */
const hindi = JSON.parse(
  readFileSync(new URL('../packages/ui/src/locales/hi.json', import.meta.url), 'utf8'),
) as Record<string, string>;

describe('the password rule in Hindi', () => {
  it.each([...PASSWORD_LABELS, ...PASSWORD_PROBLEMS])('has Hindi for “%s”', (text) => {
    expect(hindi[text]).toBeTruthy();
  });
});
