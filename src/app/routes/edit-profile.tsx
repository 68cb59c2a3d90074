/** /edit-profile (src/features/auth). */
export { EditProfileScreen as default } from '../../features/auth/components/edit-profile-form';
