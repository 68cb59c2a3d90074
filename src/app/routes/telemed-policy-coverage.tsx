/** /telemed-policy-coverage-1..3: what chosen card 1, 2 or 3 covers for telemedicine. */
import { useLocation } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { PolicyCoverage } from '../../features/telemed/components/choose';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function Screen() {
  const { t } = useTranslation();
  const step = Number(/telemed-policy-coverage-(\d)/.exec(useLocation().pathname)?.[1] ?? 1) as 1 | 2 | 3;
  return (
    <PageFrame title={t(`routes.telemedPolicyCoverage${step}`)} backTo={`/telemed-policy-${step}`}>
      <PolicyCoverage key={step} step={step} />
    </PageFrame>
  );
}

export default withQueryClient(Screen);
