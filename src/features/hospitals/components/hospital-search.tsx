/**
 * The hospital search used by /search-hospital, /search-hospital/select-hospital, /provider-list and
 * the use-card picker (/hospital-list?card=…): name (Thai or English, typos forgiven by the server),
 * province and district, coverage level, the member's card when signed in, and "near me". The
 * filters live in the address (?q=&province=…&near=1) so back from a place's details, reload and the
 * language switch keep them (near-me too: issue 25); results come page by page into a virtual list.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { HospitalSummary } from '../../../../shared/api/schemas/hospitals';
import { Button } from '../../../components/ui/button';
import { Field, FieldFrame } from '../../../components/ui/field';
import * as fieldStyles from '../../../components/ui/field.css';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { useHospitalAreas } from '../api/get-areas';
import { useUsableCards } from '../api/get-my-cards';
import type { HospitalFilters } from '../api/search-hospitals';
import { useDeviceLocation } from '../lib/device-location';
import { useDebounced } from '../lib/use-debounced';
import { HospitalResults } from './hospital-results';
import * as filterStyles from './hospital-filters.css';
import * as s from './hospitals.css';

export interface HospitalSearchProps {
  signedIn: boolean;
  /** Select a card first (select-hospital): only hospitals that accept it are listed. */
  requireCard?: boolean;
  /**
   * The use-card picker: only the places that accept this card (its insurer's network, its level),
   * through GET /api/v1/cards/{id}/hospitals; no card filter is offered.
   */
  forCard?: string;
  /** Given: a result is a button that chooses the place (provider-list, use-card); otherwise a link to its details. */
  onChoose?: (hospital: HospitalSummary) => void;
}

const LEVELS = ['all', 'some'] as const;

export function HospitalSearch({ signedIn, requireCard = false, forCard, onChoose }: HospitalSearchProps) {
  const { t } = useTranslation('hospitals');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const q = useDebounced(text.trim());
  const province = params.get('province') ?? '';
  const district = params.get('district') ?? '';
  const levelParam = params.get('level');
  const level = LEVELS.find((l) => l === levelParam);
  const cardParam = params.get('card') ?? '';
  const near = params.get('near') === '1';
  const { location, locate } = useDeviceLocation(near);
  const areas = useHospitalAreas();
  const cards = useUsableCards(signedIn && !forCard);
  const ids = { province: useId(), district: useId(), level: useId(), card: useId() };

  const collator = useMemo(() => new Intl.Collator(locale === 'th' ? 'th' : 'en'), [locale]);
  const provinces = useMemo(
    () => [...(areas.data ?? [])].sort((a, b) => collator.compare(a.name[locale], b.name[locale])),
    [areas.data, collator, locale],
  );
  const districts = useMemo(
    () =>
      [...(provinces.find((p) => p.key === province)?.districts ?? [])].sort((a, b) =>
        collator.compare(a.name[locale], b.name[locale]),
      ),
    [provinces, province, collator, locale],
  );
  const usableCards = forCard ? [] : (cards.data ?? []);
  // select-hospital: the first usable card until the member picks another.
  const card = usableCards.some((c) => c.id === cardParam)
    ? cardParam
    : requireCard
      ? (usableCards[0]?.id ?? '')
      : '';

  const update = (changes: Record<string, string>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  // GPS unavailable: near-me leaves the address, so coming back does not ask the device again.
  useEffect(() => {
    if (near && location.kind === 'unavailable') update({ near: '' });
  });

  const pos = near && location.kind === 'on' ? location.pos : null;
  const filters: HospitalFilters = {
    ...(q ? { q } : {}),
    ...(province ? { province } : {}),
    ...(province && district ? { district } : {}),
    ...(level ? { level } : {}),
    ...(card ? { card } : {}),
    ...(pos ? { lat: pos.lat, lng: pos.lng } : {}),
  };
  const waitingForCard = requireCard && (cards.isPending || !card);

  return (
    <div className={s.stack}>
      <search className={s.stack} aria-label={t('search.region')}>
        <Field
          label={t('search.label')}
          help={t('search.help')}
          type="search"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            // In the address as typed (replacing the entry), so back and reload keep the words.
            update({ q: e.target.value.trim() });
          }}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          data-testid="hospital-search"
        />
        <div className={s.filters}>
          <FieldFrame id={ids.province} label={t('search.province')}>
            <select
              id={ids.province}
              className={fieldStyles.input}
              value={province}
              onChange={(e) => update({ province: e.target.value, district: '' })}
              data-testid="hospital-province"
            >
              <option value="">{t('search.anyProvince')}</option>
              {provinces.map((p) => (
                <option key={p.key} value={p.key}>
                  {p.name[locale]}
                </option>
              ))}
            </select>
          </FieldFrame>
          <FieldFrame id={ids.district} label={t('search.district')}>
            <select
              id={ids.district}
              className={fieldStyles.input}
              value={province ? district : ''}
              disabled={!province}
              onChange={(e) => update({ district: e.target.value })}
              data-testid="hospital-district"
            >
              <option value="">{t('search.anyDistrict')}</option>
              {districts.map((d) => (
                <option key={d.key} value={d.key}>
                  {d.name[locale]}
                </option>
              ))}
            </select>
          </FieldFrame>
          <div className={filterStyles.wideOnPhone} data-testid="hospital-level-field">
            <FieldFrame id={ids.level} label={t('search.level')}>
              <select
                id={ids.level}
                className={fieldStyles.input}
                value={level ?? ''}
                onChange={(e) => update({ level: e.target.value })}
                data-testid="hospital-level"
              >
                <option value="">{t('search.anyLevel')}</option>
                <option value="all">{t('level.all')}</option>
                <option value="some">{t('level.some')}</option>
              </select>
            </FieldFrame>
          </div>
          {signedIn && usableCards.length > 0 ? (
            <FieldFrame id={ids.card} label={t('search.card')}>
              <select
                id={ids.card}
                className={fieldStyles.input}
                value={card}
                onChange={(e) => update({ card: e.target.value })}
                data-testid="hospital-card"
              >
                {requireCard ? null : <option value="">{t('search.anyCard')}</option>}
                {usableCards.map((c) => (
                  <option key={c.id} value={c.id}>
                    {t('search.cardOption', { insurer: c.insurer_name[locale], number: c.card_no })}
                  </option>
                ))}
              </select>
            </FieldFrame>
          ) : null}
        </div>
        {areas.isError ? (
          <p className={s.muted} role="status">
            {t('search.areasFailed')}
          </p>
        ) : null}
        <div className={s.row}>
          {pos ? (
            <Button variant="outline" onClick={() => update({ near: '' })} data-testid="hospital-near-me-off">
              {t('near.off')}
            </Button>
          ) : (
            <Button
              variant="outline"
              onClick={() => (near ? locate() : update({ near: '1' }))}
              disabled={location.kind === 'locating'}
              data-testid="hospital-near-me"
            >
              {location.kind === 'locating' ? t('near.locating') : t('near.on')}
            </Button>
          )}
        </div>
        {location.kind === 'unavailable' ? (
          <p className={s.notice} role="alert" data-testid="gps-unavailable">
            {t('near.unavailable')}
          </p>
        ) : null}
        {pos ? (
          <p className={s.status} role="status" data-testid="near-me-on">
            {t('near.sorted')}
          </p>
        ) : null}
      </search>
      {requireCard && !cards.isPending && usableCards.length === 0 ? (
        <p className={s.muted} data-testid="no-usable-card">
          {cards.isError ? t('results.loadFailed') : t('select.noCard')}
        </p>
      ) : waitingForCard ? null : (
        <HospitalResults filters={filters} signedIn={signedIn} forCard={forCard} onChoose={onChoose} />
      )}
    </div>
  );
}
