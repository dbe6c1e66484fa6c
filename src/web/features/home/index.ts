/** What the home feature offers the app's shell beside its screens: the pages a failed route shows (eslint/boundaries.js). */
export { AdminNotFoundPage, ExceptionPage, NotFoundPage } from './pages/exception-page';
