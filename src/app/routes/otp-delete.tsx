/** /otp-delete: the fresh delete-purpose code (src/features/auth). */
export { OtpDeleteScreen as default } from '../../features/auth/components/otp-screens';
