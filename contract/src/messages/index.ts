/**
 * Every message of spec §8 (and the validation texts of §5), written exactly once, one file per
 * group. Screens and the server import them as a namespace, `import * as messages from
 * 'contract/messages'`, and read `messages.signIn.…`: a bundle then takes only the groups it reads
 * (docs/decisions/048-messages-by-group.md).
 */
export * from './ui';
export * from './field-rules';
export * from './progress';
export * from './registration';
export * from './otp';
export * from './email-verification';
export * from './onboarding';
export * from './sign-in';
export * from './forgot-password';
export * from './reset-password';
export * from './withdrawal-status';
export * from './cancel-request';
export * from './withdrawal-gate';
export * from './bank-step';
export * from './contact';
export * from './country-list';
export * from './account';
export * from './consents';
export * from './data-export';
export * from './closure';
export * from './play-limits';
