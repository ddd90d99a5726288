/**
 * User text on its way into a mail, made safe for the part it goes into. The builders use these
 * whatever the input rules allow, so a looser rule later (or a row stored before a rule) cannot
 * turn a mail from the platform's sender into someone else's message.
 */

/**
 * Never copied from user text: control characters (line breaks, tabs, NUL), Unicode line and
 * paragraph separators, and bidirectional overrides and isolates, which reorder what a reader sees.
 */
const UNSAFE_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;

/**
 * Where mail clients start a link: a dot or @ joining letters or digits ("evil.example",
 * "a@b"; the ideographic and full-width dots too, which IDNA reads as dots) and the "://" of a
 * scheme. A space after each leaves the text readable ("St.John" → "St. John") and unlinkable.
 */
const LINK_JOINTS = /[.@\u3002\uFF0E\uFF61](?=[\p{L}\p{N}])|:(?=[/\\])/gu;

const unlinked = (text: string) => text.replace(LINK_JOINTS, (joint) => `${joint} `);

/**
 * User text for a place inside one line (a greeting, a subject, a "Name:" field): unsafe
 * characters become spaces, whitespace runs one space, no link, at most maxLength characters.
 */
export function userTextLine(text: string, maxLength = 250): string {
  const line = unlinked(text.replace(UNSAFE_CHARACTERS, ' ').replace(/\s+/g, ' ').trim());
  const characters = [...line];
  return characters.length <= maxLength ? line : `${characters.slice(0, maxLength - 1).join('')}…`;
}

/** Multi-line user text (a contact message), each line cleaned as userTextLine cleans one, uncapped. */
export function userTextLines(text: string): string[] {
  return text.split(/\r\n|[\r\n\u2028\u2029]/).map((line) => userTextLine(line, Infinity));
}

/** The same for a plain-text part, quoted line by line with "> " so that no line passes for the mail's own. */
export const quotedUserText = (text: string) =>
  userTextLines(text)
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
