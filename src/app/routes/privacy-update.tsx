import { ConsentUpdateScreen } from '../../features/consents/components/consent-screens';

/** /privacy-update (docs/spec.md section 2). */
export default function Screen() {
  return <ConsentUpdateScreen type="privacy" />;
}
