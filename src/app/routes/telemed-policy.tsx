/** /telemed-policy-1..3: choose card 1, 2 or 3 (docs/decisions/056-telemed-mart.md). */
import { useLocation } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { PolicyStep } from '../../features/telemed/components/choose';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function Screen() {
  const { t } = useTranslation();
  const step = Number(/telemed-policy-(\d)/.exec(useLocation().pathname)?.[1] ?? 1) as 1 | 2 | 3;
  return (
    <PageFrame
      title={t(`routes.telemedPolicy${step}`)}
      backTo={step === 1 ? '/telemed-mart' : `/telemed-policy-coverage-${(step - 1) as 1 | 2}`}
    >
      <PolicyStep key={step} step={step} />
    </PageFrame>
  );
}

export default withQueryClient(Screen);
