import { useTranslation } from '../../lib/i18n';
import { PageFrame } from './page-frame';
import { buttonClassName } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { ExternalIcon } from '../ui/icons';
import * as s from './page-frame.css';
import { lineOaUrl } from '../../../shared/engine/tiles/visible-tiles';
import { usePartnerStore } from '../../lib/partner-store';

/**
 * /not-found (docs/spec.md section 2): shown when the app needs LINE but was opened elsewhere. It explains
 * how to open the app inside LINE through the partner's official account.
 */
export function OpenInLineScreen() {
  const { t } = useTranslation();
  const theme = usePartnerStore((st) => st.theme);
  const oa = theme.line_oa_id;
  return (
    <PageFrame title={t('routes.notFound')} backTo={null}>
      <section className={s.panel}>
        <EmptyState
          icon={<img src={theme.line_oa_icon} alt="" width={64} height={64} />}
          title={t('line.title')}
          testId="open-in-line"
          action={
            oa ? (
              <a
                className={buttonClassName({ variant: 'primary' })}
                href={lineOaUrl(oa)}
                rel="noopener noreferrer"
              >
                <ExternalIcon size={18} />
                {t('line.openLine')}
              </a>
            ) : null
          }
        >
          <p>{t('line.body')}</p>
          <ol style={{ textAlign: 'start', marginTop: 12, paddingInlineStart: 20, display: 'grid', gap: 4 }}>
            <li>{t('line.step1')}</li>
            {oa ? <li>{t('line.step2', { id: oa })}</li> : null}
            <li>{t('line.step3')}</li>
          </ol>
        </EmptyState>
      </section>
    </PageFrame>
  );
}
