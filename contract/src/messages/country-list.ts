/**
 * The country list's states, in registration's words (spec §8), wherever a country is chosen
 * (registration, a withdrawal's receiver): its own group, so the data layer that shows them takes
 * no other message with it.
 */
export const countryList = {
  /** The server answered with a failure. */
  failed: 'Failed to fetch countries.',
  /** No answer at all. */
  error: 'Error loading countries.',
  /** While it loads (beyond the spec, in the words of its 'Loading avatars...'). */
  loading: 'Loading countries...',
} as const;
