/** /forget-username (src/features/auth). */
export { ForgetUsernameScreen as default } from '../../features/auth/components/forget-username-form';
