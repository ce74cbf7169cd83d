export { appRouter, createCaller } from './root';
export type { AppRouter, RouterInputs, RouterOutputs } from './root';
export { createContextInner } from './context';
export type { Context, CreateContextOptions, SessionControl, Viewer } from './context';
export { loadViewer } from './domain/viewer';
export { errorMessage, inputIssues } from './errors';
export type { InputIssue } from './errors';
