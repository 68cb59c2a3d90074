/** /delete-account → /otp-delete (src/features/auth). */
export { DeleteAccountScreen as default } from '../../features/auth/components/delete-account-form';
