/** /change-password (src/features/auth). */
export { ChangePasswordScreen as default } from '../../features/auth/components/change-password-form';
