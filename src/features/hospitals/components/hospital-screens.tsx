/**
 * The three search screens' bodies: /search-hospital (browse, details on tap), /search-hospital/
 * select-hospital (the places that accept a chosen card of the member) and /provider-list (e-Claim's
 * treatment place: choosing returns to `returnTo` with ?provider=<code>).
 */
import { useNavigate, useSearchParams } from 'react-router';
import type { HospitalSummary } from '../../../../shared/api/schemas/hospitals';
import { useTranslation } from '../../../lib/i18n';
import { useLocalePath } from '../../../lib/locale';
import { providerReturnHref } from '../lib/links';
import { HospitalSearch } from './hospital-search';
import * as s from './hospitals.css';

export function SearchHospitalView({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('hospitals');
  return (
    <div className={s.stack}>
      <p>{t('intro.search')}</p>
      <HospitalSearch signedIn={signedIn} />
    </div>
  );
}

export function SelectHospitalView() {
  const { t } = useTranslation('hospitals');
  return (
    <div className={s.stack}>
      <p>{t('intro.select')}</p>
      <HospitalSearch signedIn requireCard />
    </div>
  );
}

export function ProviderListView() {
  const { t } = useTranslation('hospitals');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const lp = useLocalePath();
  const returnTo = params.get('returnTo');
  const choose = (hospital: HospitalSummary) =>
    navigate(lp(providerReturnHref(returnTo, hospital.code)), { replace: true });
  return (
    <div className={s.stack}>
      <p>{t('intro.provider')}</p>
      <HospitalSearch signedIn onChoose={choose} />
    </div>
  );
}
