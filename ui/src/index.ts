export * from './design/GlobalStyle';
export * from './design/Button';
export * from './design/layout';
export * from './design/Illustration';
export * from './design/VisuallyHidden';
export * from './hooks/use-media-query';
export * from './forms/check-form';
