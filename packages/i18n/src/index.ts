export * from './check';
export * from './languages';
