/** /forget-password (src/features/auth). */
export { ForgetPasswordScreen as default } from '../../features/auth/components/forget-password-form';
