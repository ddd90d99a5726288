// Test helpers; imported only by tests (`shared/testing`), never by app code.
export * from './stub-http';
export * from './render';
export * from './in-language';
export * from './profile';
export * from './browser-intl';
export * from './browser-focus';
