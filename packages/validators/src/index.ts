export * from './limits';
export * from './options';
