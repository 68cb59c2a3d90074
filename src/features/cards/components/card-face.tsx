/** The card as a member knows it: the partner's card colour, insurer, number, insured name and dates. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CardStatus, CardSummary } from '../../../../shared/api/schemas/cards';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { useFormat } from '../../../lib/use-format';
import { useAuthedImage } from '../lib/use-authed-image';
import * as s from './cards.css';

const STATUS_TONE: Record<CardStatus, keyof typeof s.badgeTone> = {
  active: 'ok',
  expired: 'alert',
  upcoming: 'warn',
};
const STATUS_KEY: Record<CardStatus, string> = {
  active: 'status.active',
  expired: 'status.expired',
  upcoming: 'status.notStarted',
};

export function StatusBadge({ status }: { status: CardStatus }) {
  const { t } = useTranslation('cards');
  return (
    <span className={`${s.badge} ${s.badgeTone[STATUS_TONE[status]]}`} data-testid="card-status">
      {t(STATUS_KEY[status])}
    </span>
  );
}

export function CardFace({ card, to, children }: { card: CardSummary; to?: string; children?: ReactNode }) {
  const { t } = useTranslation('cards');
  const locale = useLocale();
  const fmt = useFormat();
  const insurer = card.insurer_name[locale];
  const body = (
    <>
      <span className={s.cardBadge}>
        <StatusBadge status={card.status} />
      </span>
      <span className={s.cardInsurer}>{insurer}</span>
      {card.plan_name ? <span className={s.cardDates}>{card.plan_name[locale]}</span> : null}
      <span className={s.cardNumber}>
        <span className={s.srOnly}>{t('card.policyNo')} </span>
        {card.card_no}
      </span>
      <span className={s.cardName}>
        <span className={s.srOnly}>{t('card.insuredName')} </span>
        {card.insured_name}
      </span>
      <span className={s.cardDates}>
        {t('card.dates', {
          start: fmt.date(card.start_date),
          end: fmt.date(card.expiry_date),
        })}
      </span>
      {children}
    </>
  );
  return to ? (
    <Link className={s.cardFace} to={to} data-testid="card-face" aria-label={undefined}>
      {body}
    </Link>
  ) : (
    <div className={s.cardFace} data-testid="card-face">
      {body}
    </div>
  );
}

/** Front and back photos where the card has them (self-added cards, some TPA cards). */
export function CardImages({ card }: { card: CardSummary }) {
  if (!card.front_image_url && !card.back_image_url) return null;
  return (
    <div className={s.images}>
      <CardPhoto url={card.front_image_url} side="front" />
      <CardPhoto url={card.back_image_url} side="back" />
    </div>
  );
}

function CardPhoto({ url, side }: { url: string | null; side: 'front' | 'back' }) {
  const { t } = useTranslation('cards');
  const { src, failed } = useAuthedImage(url);
  if (!url) return null;
  const label = t(side === 'front' ? 'card.front' : 'card.back');
  return (
    <figure className={s.figure}>
      {src ? (
        <img className={s.cardImage} src={src} alt={label} data-testid={`card-photo-${side}`} />
      ) : (
        <div className={s.cardImage} aria-hidden="true" data-failed={failed || undefined} />
      )}
      <figcaption className={s.caption}>{label}</figcaption>
    </figure>
  );
}
