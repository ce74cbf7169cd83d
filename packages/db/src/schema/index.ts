export * from './users';
export * from './profiles';
export * from './options';
export * from './snippets';
