/** What the accounts feature offers the app's shell beside its screens (eslint/boundaries.js). */
export { ChangePasswordModal } from './components/change-password-modal';
export { idLoginProviderAnswers, idLoginProviderKey } from './id-login-provider';
