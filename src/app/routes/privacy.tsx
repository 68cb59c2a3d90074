import { ConsentReadScreen } from '../../features/consents/components/consent-screens';

/** /privacy (spec section 2). */
export default function Screen() {
  return <ConsentReadScreen type="privacy" />;
}
