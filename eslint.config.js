export { default } from '@promptshelf/eslint-config';
