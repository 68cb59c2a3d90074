import { ConsentReadScreen } from '../../features/consents/components/consent-screens';

/** /condition (spec section 2). */
export default function Screen() {
  return <ConsentReadScreen type="terms" />;
}
