/** Whether the partner's members sign in only through their organisation (docs/spec.md 6: TMP codes). */
import { SSO_INS_CODE_PREFIX } from '../../shared/api/constants';
import { usePartnerStore } from '../lib/partner-store';

export const useSsoOnly = () => usePartnerStore((st) => st.partner.ins_code.startsWith(SSO_INS_CODE_PREFIX));
