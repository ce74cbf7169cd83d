export * from './admin';
export * from './auth';
export * from './limits';
export * from './options';
export * from './snippets';
