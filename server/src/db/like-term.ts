/**
 * A search term for `lower(column) LIKE $n`: lower-cased, matched anywhere, and with LIKE's own
 * wildcards escaped by a backslash (LIKE's default escape) so they match themselves. Every search of
 * the operators (withdrawals, identity checks) uses it.
 */
export const likeTerm = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
