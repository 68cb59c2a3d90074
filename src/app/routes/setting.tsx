/** /setting (src/features/auth). */
export { SettingsScreen as default } from '../../features/auth/components/settings-view';
