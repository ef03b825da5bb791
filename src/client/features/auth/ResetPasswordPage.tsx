export { ResetPasswordPage as default } from './PasswordResetPages';
