/** /renew-password (src/features/auth). */
export { RenewPasswordScreen as default } from '../../features/auth/components/renew-password-form';
