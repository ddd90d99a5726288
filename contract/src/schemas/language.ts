import { LANGUAGES } from '../i18n/languages';
import { z } from '../zod';

/** A player's language (ADR 034): the profile keeps it and the player's mails follow it. */
export const PlayerLanguage = z.enum(LANGUAGES, { error: `language must be one of: ${LANGUAGES.join(', ')}.` });

/** PUT /api/external/v1/profile/language: the page's language, saved to the signed-in player's profile. */
export const ProfileLanguageBody = z.object({ language: PlayerLanguage });
