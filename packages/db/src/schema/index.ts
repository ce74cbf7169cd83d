export * from './users';
export * from './profiles';
export * from './options';
export * from './snippets';
export * from './mail';
export * from './rate-limits';
export * from './moderation';
export * from './search';
