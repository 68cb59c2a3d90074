import { ConsentSettingScreen } from '../../features/consents/components/consent-screens';

/** /privacy-setting (spec section 2). */
export default function Screen() {
  return <ConsentSettingScreen type="privacy" />;
}
