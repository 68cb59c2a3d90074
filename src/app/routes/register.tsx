/** /register → /otp (src/features/auth). */
export { RegisterScreen as default } from '../../features/auth/components/register-form';
