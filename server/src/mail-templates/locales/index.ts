/**
 * The mail texts of each language (ADR 034), and filling their {placeholders}. A text that names a
 * value it is not given is a bug in a translation: it throws, and the mail tests catch it.
 */
import { productName } from 'contract/brand';
import type { Language } from 'contract/languages';
import { en, type MailTexts } from './en';
import { si } from './si';
import { ta } from './ta';

export type { MailTexts };

export const mailTexts: Record<Language, MailTexts> = { en, si, ta };

/** The locale amounts are grouped in, as the screens group them (shared's intlLocales): Tamil in lakhs. */
const numberLocales: Record<Language, string> = { en: 'en-US', si: 'si-LK', ta: 'ta-LK' };

/** An amount in rupees as the player's screens write it: "LKR 5,000", in Tamil "LKR 10,00,000". */
export const formatLkrIn = (language: Language, amount: number) => `LKR ${new Intl.NumberFormat(numberLocales[language]).format(amount)}`;

const PLACEHOLDER = /(\{\w+\})/;

/**
 * A text's parts with its values in place, each value a part of its own: in a template's paragraph
 * they render exactly as JSX's `Hello {name},` does.
 */
export function fillParts(text: string, values: Record<string, string> = {}): string[] {
  const all: Record<string, string> = { product: productName, ...values };
  return text
    .split(PLACEHOLDER)
    .filter((part) => part !== '')
    .map((part) => {
      if (!PLACEHOLDER.test(part)) return part;
      const value = all[part.slice(1, -1)];
      if (value === undefined) throw new Error(`The mail text "${text}" names ${part}, which it is not given.`);
      return value;
    });
}

/** A text with its values in place (a subject, a preview, a line). */
export const fill = (text: string, values?: Record<string, string>) => fillParts(text, values).join('');
