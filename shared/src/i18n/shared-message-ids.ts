/**
 * The texts `shared` holds for every app (spec messages, NIC and identity texts, the games' texts,
 * shared controls' words) by id (ADR 034). English stays where it is written, in the
 * TypeScript objects the server answers from; `src/locales/{si,ta}.json` translate each distinct
 * English text once, under the id of its first place. So a screen can translate what it is handed,
 * a schema's error or a server's refusal, by its English words.
 */
import { GAME_CATEGORIES, games } from 'contract/games';
import { gameMessages } from 'contract/games';
import { identityMessages } from 'contract/identity-messages';
import * as messages from 'contract/messages';
import { nicMessages } from 'contract/nic';

/** A message with one value: ICU names it `{value}` in the translations. */
export type Parameterized = (value: never) => string;
export type SharedMessage = string | Parameterized;

const gameTexts = Object.fromEntries(Object.values(games).map(({ id, title, summary, howToPlay }) => [id, { title, summary, howToPlay }]));
/** A category shows by its seeded name (lower case, the screens set its case). */
const gameCategories = Object.fromEntries(GAME_CATEGORIES.map((name) => [name, name]));
const sources = {
  /** By group name, as an ES module namespace lists them (the groups are its exports), in any runtime. */
  '': Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b, 'en'))),
  'nic.': nicMessages,
  'identity.': identityMessages,
  'games.': gameMessages,
  'gameInfo.': gameTexts,
  'gameCategory.': gameCategories,
};

/** Each distinct English text or message function → the id of its first place, in the order written. */
export const sharedMessageIds = new Map<SharedMessage, string>();
function collect(node: unknown, prefix: string): void {
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (typeof value === 'string' || typeof value === 'function') {
      if (!sharedMessageIds.has(value as SharedMessage)) sharedMessageIds.set(value as SharedMessage, `${prefix}${key}`);
    } else if (value && typeof value === 'object') collect(value, `${prefix}${key}.`);
  }
}
for (const [prefix, source] of Object.entries(sources)) collect(source, prefix);
