import type { ConsentDocument } from '../../../api/schemas/consents';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import * as s from '../../../components/ui/form.css';

/** Formats an ISO timestamp as a date for people (Buddhist era in Thai). */
export function formatTimestamp(iso: string, locale: 'th' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

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
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <article className={s.panel} data-testid={`consent-doc-${doc.type}`}>
      <H className={s.heading}>{doc.title[locale]}</H>
      <p className={s.muted}>
        {t('version', { version: doc.version, date: formatTimestamp(doc.published_at, locale) })}
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
