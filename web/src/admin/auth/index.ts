export { AdminGuard } from './components/admin-guard';
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { RESET_PAGE_TEXTS, ResetPasswordForm } from './components/reset-password-form';
export { type AdminAccess } from './api/use-admin-access';
export { type CurrentUser } from './api/current-user';
export { signOut } from './api/sign-out';
