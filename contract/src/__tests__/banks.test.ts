import { findBank, sriLankaBanks } from '../data/banks';

describe('findBank', () => {
  it('finds a listed bank by its whole name in any case, surrounding spaces ignored', () => {
    const sampath = sriLankaBanks.find((bank) => bank.name === 'Sampath Bank');
    expect(sampath).toBeDefined();
    for (const typed of ['Sampath Bank', 'sampath bank', '  SAMPATH BANK ', '\tsampath Bank\n']) expect(findBank(typed)).toBe(sampath);
  });

  it('finds no bank for part of a name, inner spaces changed, or an unlisted name', () => {
    for (const typed of ['sampath', 'Sampath  Bank', 'Bank of Narnia', '', '   ']) expect(findBank(typed)).toBeUndefined();
  });
});
