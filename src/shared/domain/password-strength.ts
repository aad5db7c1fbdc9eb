import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * Password strength beyond the spec's pattern rule (section 5: at least 8 characters with one
 * uppercase letter, one digit and one special character, checked first with its own message): a
 * password that follows the pattern but is common, close to a known breached password, or built from
 * an easily guessed pattern is refused, with the reason. zxcvbn-ts with its common-password
 * dictionary, bundled: nothing leaves the machine. The same rule runs in the sign-up forms (this
 * module is only imported by the lazily loaded sign-up pages) and on the server.
 */
export const MIN_PASSWORD_SCORE = 3;

export const WEAK_PASSWORD = 'This password is too easy to guess';

const REASONS: Record<string, string> = {
  topTen: 'it is one of the most used passwords',
  topHundred: 'it is one of the most used passwords',
  common: 'it is a commonly used password',
  similarToCommon: 'it is very close to a commonly used password',
  commonPasswords: 'it is a commonly used password',
  pwned: 'it appeared in a data breach',
  straightRow: 'it follows a row of keys on the keyboard',
  keyPattern: 'it follows a keyboard pattern',
  simpleRepeat: 'it repeats the same characters',
  extendedRepeat: 'it repeats the same group of characters',
  sequences: 'it contains an easy sequence like abc or 123',
  recentYears: 'it contains a recent year',
  dates: 'it contains a date',
  wordByItself: 'it is a single word',
  namesByThemselves: 'it is a name',
  userInputs: 'it contains personal details',
};

let checker: ZxcvbnFactory | null = null;
const zxcvbn = () =>
  (checker ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs }));

/** Why a password is too weak, as a sentence for the form, or null when it is strong enough. */
export function passwordWeakness(password: string): string | null {
  // zxcvbn's cost grows with length; beyond 100 characters a password is not guessable anyway.
  const result = zxcvbn().check(password.slice(0, 100));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const reason =
    (result.feedback.warning && REASONS[result.feedback.warning]) || 'it follows a common pattern';
  return `${WEAK_PASSWORD}: ${reason}. Add another word or a few unexpected characters.`;
}
