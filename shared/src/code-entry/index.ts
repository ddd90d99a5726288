/**
 * The 4-digit-code screens' parts (e-mail verification, password reset): a subpath, not the root,
 * so only the two code steps carry them; they use the page's one `shared` root by name.
 */
export * from './CodeEntryForm';
export * from './CodeInput';
export * from './ResendCodeButton';
export * from './use-code-entry';
export * from './use-countdown';
export * from './WrongAddress';
