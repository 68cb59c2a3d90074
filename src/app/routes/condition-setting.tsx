import { ConsentSettingScreen } from '../../features/consents/components/consent-screens';

/** /condition-setting (docs/spec.md section 2). */
export default function Screen() {
  return <ConsentSettingScreen type="terms" />;
}
