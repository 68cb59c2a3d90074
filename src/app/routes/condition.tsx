import { ConsentReadScreen } from '../../features/consents/components/consent-screens';

/** /condition (docs/spec.md section 2). */
export default function Screen() {
  return <ConsentReadScreen type="terms" />;
}
