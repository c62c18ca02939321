import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '../contract/accounts';

/*
 * The password rule (OWASP ASVS 5.0 §6.2): at least PASSWORD_MIN_LENGTH characters, no
 * composition rules, and not one of the common or breached passwords, judged by zxcvbn-ts with
 * its common-password dictionary. The server enforces it; the sign-up and reset forms load this
 * module lazily to show the same judgement while the password is typed.
 */

/** zxcvbn's scores 0–4; below this a password is refused. */
export const PASSWORD_MIN_SCORE = 2;

let factory: ZxcvbnFactory | undefined;
const zxcvbn = (password: string, userInputs: string[]): ZxcvbnResult => {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return factory.check(password, userInputs);
};

/** Why zxcvbn found a password easy, in the product's words. */
const REASONS: Record<string, string> = {
  topTen: 'it is one of the most used passwords',
  topHundred: 'it is one of the most used passwords',
  common: 'it is a commonly used password',
  similarToCommon: 'it is too close to a commonly used password',
  wordByItself: 'a single word is easy to guess',
  namesByThemselves: 'a name on its own is easy to guess',
  commonNames: 'common names are easy to guess',
  userInputs: 'it contains your name or email',
  simpleRepeat: 'it repeats the same characters',
  extendedRepeat: 'it repeats the same characters',
  sequences: 'it is a simple sequence such as abcd or 1234',
  straightRow: 'it is a row of keys on the keyboard',
  keyPattern: 'it is a pattern of keys on the keyboard',
  recentYears: 'recent years are easy to guess',
  dates: 'dates are easy to guess',
};

export interface PasswordStrength {
  /** 0 (very weak) to 4 (strong). */
  score: 0 | 1 | 2 | 3 | 4;
  /** 'Too short', 'Weak', 'Fair', 'Good', 'Strong'. */
  label: string;
  /** The reason it is refused, as a sentence; null when it is accepted. */
  problem: string | null;
}

const LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/**
 * How strong a password is and, when it would be refused, why. `userInputs` are the person's
 * own name and email, which make a password easier to guess.
 */
export function passwordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH)
    return {
      score: 0,
      label: 'Too short',
      problem: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    };
  const result = zxcvbn(password, userInputs.filter(Boolean));
  const score = result.score;
  if (score >= PASSWORD_MIN_SCORE) return { score, label: LABELS[score], problem: null };
  const reason = (result.feedback.warning && REASONS[result.feedback.warning]) || null;
  return {
    score,
    label: LABELS[score],
    problem: reason
      ? `This password is too easy to guess: ${reason}. Try a few unrelated words.`
      : 'This password is too easy to guess. Try a few unrelated words.',
  };
}
