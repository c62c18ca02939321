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
  siteName: 'it contains the name of this site',
  simpleRepeat: 'it repeats the same characters',
  extendedRepeat: 'it repeats the same characters',
  sequences: 'it is a simple sequence such as abcd or 1234',
  straightRow: 'it is a row of keys on the keyboard',
  keyPattern: 'it is a pattern of keys on the keyboard',
  recentYears: 'recent years are easy to guess',
  dates: 'dates are easy to guess',
};

/** Every sentence `passwordStrength` may refuse a password with (each has its Hindi in ui's catalogue). */
export const PASSWORD_PROBLEMS: readonly string[] = [
  `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  'This password is too easy to guess. Try a few unrelated words.',
  ...[...new Set(Object.values(REASONS))].map(
    (reason) => `This password is too easy to guess: ${reason}. Try a few unrelated words.`,
  ),
];

export interface PasswordStrength {
  /** 0 (very weak) to 4 (strong). */
  score: 0 | 1 | 2 | 3 | 4;
  /** 'Too short', 'Weak', 'Fair', 'Good', 'Strong'. */
  label: string;
  /** The reason it is refused, as a sentence; null when it is accepted. */
  problem: string | null;
}

const LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/** The words `passwordStrength` labels a password with. */
export const PASSWORD_LABELS: readonly string[] = ['Too short', ...LABELS];

/** What a guesser tries first against any account here: the site's own name. */
const SITE_WORDS = ['petverse'];

/** Second-level suffixes (example.co.in, example.org.in), not a name anyone chose. */
const DOMAIN_SUFFIXES = new Set(['com', 'net', 'org', 'gov', 'edu', 'res', 'ernet', 'nic', 'mil']);

/** Parts shorter than this are not words a guesser would try, and would weaken every password. */
const MIN_PART_LENGTH = 3;

/**
 * The words a guesser who knows the person tries: each name and email whole, and in parts: a
 * name's words and the words run together ('Rahul Sharma': 'rahul', 'sharma', 'rahulsharma'), an
 * email's local part and its pieces and its domain's name ('rahul.s_88@mail.example.in':
 * 'rahul.s_88', 'rahul', 'mail', 'example'), and the site's name. zxcvbn matches a user input
 * only as a whole word, so 'rahulsharma' was not seen in 'Rahul Sharma'.
 */
export function guessableWords(userInputs: readonly string[]): string[] {
  const words = new Set<string>(SITE_WORDS);
  const add = (word: string) => {
    const lower = word.trim().toLowerCase();
    if (lower.length >= MIN_PART_LENGTH) words.add(lower);
  };
  for (const input of userInputs.filter(Boolean)) {
    add(input);
    const at = input.lastIndexOf('@');
    const [local, domain] = at > 0 ? [input.slice(0, at), input.slice(at + 1)] : [input, ''];
    add(local);
    const parts = local.split(/[^\p{L}\p{N}]+|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u);
    parts.forEach(add);
    add(parts.join(''));
    // The domain's names without its suffix: 'mail' and 'example' of mail.example.co.in.
    domain
      .split('.')
      .slice(0, -1)
      .filter((label) => !DOMAIN_SUFFIXES.has(label.toLowerCase()))
      .forEach(add);
  }
  return [...words];
}

/**
 * The name or word a password is made of with only digits and symbols around it ('Petverse@2026',
 * 'Asha Rao 1990!'), which guessers try first and zxcvbn scores too well; null otherwise.
 */
function paddedWord(password: string, guessable: readonly string[]): string | null {
  const lower = password.toLowerCase();
  for (const word of [...guessable].sort((a, b) => b.length - a.length)) {
    if (word.length < 4) continue;
    const at = lower.replace(/\s+/g, '').indexOf(word.replace(/\s+/g, ''));
    if (at < 0) continue;
    const rest = lower.replace(/\s+/g, '').replace(word.replace(/\s+/g, ''), '');
    if (!/\p{L}/u.test(rest)) return word;
  }
  return null;
}

/**
 * How strong a password is and, when it would be refused, why. `userInputs` are the person's
 * own name and email, which make a password easier to guess, as do their parts and the site's
 * name (`guessableWords`).
 */
export function passwordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH)
    return {
      score: 0,
      label: 'Too short',
      problem: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    };
  const guessable = guessableWords(userInputs);
  const padded = paddedWord(password, guessable);
  if (padded)
    return {
      score: 1,
      label: LABELS[1],
      problem: `This password is too easy to guess: ${REASONS[SITE_WORDS.includes(padded) ? 'siteName' : 'userInputs']}. Try a few unrelated words.`,
    };
  const result = zxcvbn(password, guessable);
  const score = result.score;
  if (score >= PASSWORD_MIN_SCORE) return { score, label: LABELS[score], problem: null };
  const warning =
    result.feedback.warning === 'userInputs' &&
    result.sequence.some(
      (match) =>
        match.dictionaryName === 'userInputs' &&
        SITE_WORDS.includes(String(match.matchedWord as unknown)),
    )
      ? 'siteName'
      : result.feedback.warning;
  const reason = (warning && REASONS[warning]) || null;
  return {
    score,
    label: LABELS[score],
    problem: reason
      ? `This password is too easy to guess: ${reason}. Try a few unrelated words.`
      : 'This password is too easy to guess. Try a few unrelated words.',
  };
}
