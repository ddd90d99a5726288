/**
 * Request schemas shared by the browser forms and the server (pure zod; messages from
 * contract/messages). `*Body` is what an endpoint accepts; `*Form` is what a screen checks before
 * sending, with the spec's texts for every rule the spec words.
 */
export * from './age';
export * from './fields';
export * from './registration';
export * from './codes';
export * from './player';
export * from './contact';
export * from './operator';
export * from './games';
export * from './language';
export * from './account';
export * from './privacy';
export * from './consents';
export * from './data-export';
export * from './closure';
export * from './play-limits';
