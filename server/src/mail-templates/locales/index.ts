/**
 * The mail texts of each language (ADR 034), and filling their {placeholders}. A text that names a
 * value it is not given is a bug in a translation: it throws, and the mail tests catch it.
 */
import { productName } from 'contract/brand';
import { formatNumber } from 'contract/format';
import type { Language } from 'contract/languages';
import { en, type MailTexts } from './en';
import { si } from './si';
import { ta } from './ta';

export type { MailTexts };

export const mailTexts: Record<Language, MailTexts> = { en, si, ta };

/**
 * An amount in rupees as the player's screens write it, grouped as Sri Lanka groups in every
 * language (contract/format): "LKR 1,000,000", never lakhs. The language stays a parameter: it
 * names whose mail this is.
 */
export const formatLkrIn = (_language: Language, amount: number) => `LKR ${formatNumber(amount)}`;

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
