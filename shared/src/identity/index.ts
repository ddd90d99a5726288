/** Identity verification (issue 20, ADR 031): statuses, messages, the photo rules and the form's fields. */
export * from './messages';
export * from './photos';
export * from './schema';
