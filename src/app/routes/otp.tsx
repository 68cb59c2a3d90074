/** /otp: the code step of registration, password reset and renewal (src/features/auth). */
export { OtpScreen as default } from '../../features/auth/components/otp-screens';
