/** What the electronic-ID login offers the app's shell beside its screens (eslint/boundaries.js). */
export { IdSessionWatch } from './id-session-watch';
