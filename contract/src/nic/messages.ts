/** What the player reads about a NIC number, in the form and in the server's answers alike (docs/decisions/029). */
export const nicMessages = {
  required: 'Enter your NIC number.',
  format: 'Enter the NIC as 9 digits and a V or X (old card) or 12 digits (new card).',
  impossibleYear: 'This NIC number has an impossible year of birth.',
  impossibleDay: 'This NIC number has an impossible day of the year.',
  noLeapDay: (year: number) => `This NIC number gives a birth date of 29 February ${year}, but ${year} had no 29 February.`,
  dateOfBirthMismatch: 'The date of birth in this NIC number does not match the date of birth you registered.',
  tooYoung: 'This NIC number shows you are under 16: you must be at least 16 years old to play.',
};
