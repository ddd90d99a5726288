/**
 * The consents a player controls (issue 38, ADR 057): what the server and the "Your choices" panel
 * say when one changes. The spec has no such screen; these follow its voice.
 */
export const consents = {
  saving: 'Saving your choice...',
  saved: 'Your choice is saved.',
  nothingChosen: 'Choose a consent to change: newsMails, leaderboardName or storeLanguage, each true or false.',
} as const;
