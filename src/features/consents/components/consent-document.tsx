import type { ConsentDocument } from '../../../../shared/api/schemas/consents';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { useFormat } from '../../../lib/use-format';
import * as s from '../../../components/ui/form.css';

/** A consent document as the member reads it: title, version, what changed, then its sections. */
export function ConsentDocumentView({
  doc,
  headingLevel = 2,
}: {
  doc: ConsentDocument;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('consents');
  const locale = useLocale();
  const fmt = useFormat();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <article className={s.panel} data-testid={`consent-doc-${doc.type}`}>
      <H className={s.heading}>{doc.title[locale]}</H>
      <p className={s.muted}>
        {t('version', { version: doc.version, date: fmt.date(doc.published_at, 'long') })}
      </p>
      {doc.summary_of_changes ? (
        <div className={s.notice}>
          <strong>{t('changes')}</strong>
          <p>{doc.summary_of_changes[locale]}</p>
        </div>
      ) : null}
      {doc.sections.map((section) => (
        <section key={section.heading.en}>
          <Sub className={s.heading}>{section.heading[locale]}</Sub>
          {section.body[locale].split('\n').map((para) =>
            para.trim() ? (
              <p key={para} className={s.lead}>
                {para}
              </p>
            ) : null,
          )}
        </section>
      ))}
    </article>
  );
}
