import banks from './sri-lanka-banks.json';

/**
 * The 53 withdrawal destinations of sri-lanka-banks.json: all 24 licensed commercial and all 6
 * licensed specialised banks (Central Bank of Sri Lanka lists as at 31.12.2025), and the 23
 * licensed finance companies that are members of LankaPay's SLIPS/CEFTS networks, so that an LKR
 * transfer can reach them (those under resolution or whose licence was cancelled are left out).
 * `code` is the 4-digit LankaClear bank code used by SLIPS/CEFTS, or null where no source gave one
 * (five CEFTS-only finance companies); seven codes rest on a single source each. The list is
 * shown by name, and a saved bank detail keeps the code when known.
 */
export interface Bank {
  name: string;
  type: 'commercial-bank' | 'specialised-bank' | 'finance-company';
  code: string | null;
}

export const sriLankaBanks: readonly Bank[] = banks as Bank[];

export function findBank(name: string): Bank | undefined {
  const wanted = name.trim().toLowerCase();
  return sriLankaBanks.find((bank) => bank.name.toLowerCase() === wanted);
}
