/**
 * Sri Lankan NIC numbers for the browser forms and the server (`contract/nic`: pure functions and
 * a zod field; docs/decisions/029).
 */
export * from './messages';
export * from './parse';
export * from './checks';
export * from './schema';
