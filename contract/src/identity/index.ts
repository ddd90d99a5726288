/**
 * Identity verification (ADR 031): statuses, messages, the photo rules and the form's fields.
 * The fields' schema brings zod: a page that only shows a status imports `contract/identity-messages`.
 */
export * from './messages';
export * from './photos';
export * from './schema';
