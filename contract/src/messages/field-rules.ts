/** The API's field rules, as forms show them too (they name the field as the API does). */
export const fieldRules = {
  mobile: 'mobile must be a phone number of 6 to 20 digits.',
  phone: 'phone must be 6 to 20 digits; spaces, dashes and a leading + are allowed.',
  receiverPhone: 'receiverPhone must be 6 to 15 digits.',
  accountNumber: 'accountNumber must be 6 to 20 digits.',
  code: 'code must be 4 digits.',
  dateOfBirthFuture: 'dateOfBirth cannot be in the future.',
  dateOfBirthImplausible: 'dateOfBirth is not a plausible date of birth.',
  personName: (field: string) => `${field} must start with a letter and contain only letters, spaces, hyphens, apostrophes and dots.`,
} as const;
