export { ForgotPasswordPage as default } from './PasswordResetPages';
