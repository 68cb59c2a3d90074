import { ConsentSettingScreen } from '../../features/consents/components/consent-screens';

/** /privacy-setting (docs/spec.md section 2). */
export default function Screen() {
  return <ConsentSettingScreen type="privacy" />;
}
