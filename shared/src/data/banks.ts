import banks from './sri-lanka-banks.json';

/**
 * The 53 withdrawal destinations: licensed commercial and specialised banks, and the finance
 * companies reachable by LKR transfer (CBSL and LankaPay lists). `code` is the LankaClear bank
 * code used by SLIPS/CEFTS, or null where no source gave one. Copied from the platform data set (shared/data/sri-lanka-banks.md outside this repository).
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
