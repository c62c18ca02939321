import { describe, expect, it } from 'vitest';
import { guessableWords, passwordStrength } from './index';

describe('passwordStrength', () => {
  it('accepts a few unrelated words', () => {
    for (const password of ['correct horse 1', 'mango monsoon 42', 'grooming van on wheels 9'])
      expect(passwordStrength(password, ['Asha Rao', 'asha@example.com']).problem, password).toBe(
        null,
      );
  });

  it('refuses the site’s name with digits and symbols around it', () => {
    for (const password of ['Petverse@2026', 'petverse 2026!!', '#PetVerse1234'])
      expect(passwordStrength(password).problem, password).toBe(
        'This password is too easy to guess: it contains the name of this site. Try a few unrelated words.',
      );
  });

  it('refuses the person’s name or email with only digits and symbols around it', () => {
    const inputs = ['Chandrashekhar Venkataraman', 'chandra.v@example.in'];
    for (const password of [
      'Chandrashekhar Venkataraman',
      'chandrashekharvenkataraman1990',
      'Venkataraman@123!',
    ])
      expect(passwordStrength(password, inputs).problem, password).toBe(
        'This password is too easy to guess: it contains your name or email. Try a few unrelated words.',
      );
    // A name among other words is judged by zxcvbn as a whole.
    expect(passwordStrength('venkataraman loves filter coffee', inputs).problem).toBe(null);
  });

  it('refuses what is too short before anything else', () => {
    expect(passwordStrength('short').problem).toMatch(
      /^Password must be at least \d+ characters\.$/,
    );
  });

  it('guesses a name’s words, run together, and an email’s parts', () => {
    expect(guessableWords(['Rahul Sharma', 'rahul.s_88@mail.example.in'])).toEqual(
      expect.arrayContaining(['petverse', 'rahul', 'sharma', 'rahulsharma', 'mail', 'example']),
    );
  });
});
