import { ConsentUpdateScreen } from '../../features/consents/components/consent-screens';

/** /condition-update (docs/spec.md section 2). */
export default function Screen() {
  return <ConsentUpdateScreen type="terms" />;
}
