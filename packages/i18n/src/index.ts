export * from './check';
export * from './detect';
export * from './languages';
export * from './pseudo';
export * from './runtime';
export * from './forum';
export * from './client-keys';
export * from './grammar';
