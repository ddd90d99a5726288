/** "Download my data" (issue 38, ADR 058): the server's answers; the panel shows its own words for each. */
export const dataExport = {
  requested: 'Your archive is being prepared.',
  alreadyPreparing: 'Your archive is already being prepared.',
  tooSoon: 'You can ask for one new archive a day.',
  nothingToDownload: 'There is no archive ready to download.',
} as const;
