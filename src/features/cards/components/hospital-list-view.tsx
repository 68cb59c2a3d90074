/**
 * /hospital-list?card=…: hospitals that accept the card (search, coverage level, distance on request),
 * then confirm, then the server-timed card display. Location is asked for only when the member taps
 * the button; a refusal shows the spec's "GPS unavailable" message and the list stays usable.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { HospitalForCard, UseSession } from '../../../api/schemas/cards';
import type { AppHref } from '../../../config/routes';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { InfoIcon, SearchOffIcon } from '../../../components/ui/icons';
import { useToastStore } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { useEndUseSession } from '../api/end-use-session';
import { getUseSession } from '../api/get-use-session';
import { useCard } from '../api/get-card';
import { useCardHospitals } from '../api/get-card-hospitals';
import { useStartUseCard } from '../api/use-card';
import { makeDeadline, type ServerDeadline } from '../../../lib/server-timer';
import { useDebounced } from '../lib/use-debounced';
import { session as sessionStorageSafe } from '../../../lib/storage';
import * as s from './cards.css';
import { QueryState, useErrorMessage } from './query-state';
import { UseCardDisplay } from './use-card-display';

type Position = { lat: number; lng: number };

/**
 * The card display in progress survives a reload (the member is at the hospital counter): its id is
 * kept for the tab, and the server says how much time is left.
 */
const ACTIVE_KEY = 'useCardSession';
const rememberActive = (cardId: string, sessionId: string) =>
  sessionStorageSafe.set(ACTIVE_KEY, JSON.stringify({ cardId, sessionId }));
const forgetActive = () => sessionStorageSafe.remove(ACTIVE_KEY);
function readActive(cardId: string): string | null {
  try {
    const v = JSON.parse(sessionStorageSafe.get(ACTIVE_KEY) ?? 'null') as {
      cardId?: string;
      sessionId?: string;
    } | null;
    return v?.cardId === cardId && typeof v.sessionId === 'string' ? v.sessionId : null;
  } catch {
    return null;
  }
}
type LocationState =
  | { kind: 'off' }
  | { kind: 'locating' }
  | { kind: 'on'; pos: Position }
  | { kind: 'failed' };

export function HospitalListView({ cardId, backTo }: { cardId: string | null; backTo: AppHref }) {
  const { t } = useTranslation('cards');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const toast = useToastStore((st) => st.show);
  const errorMessage = useErrorMessage();
  const [active, setActive] = useState<{ session: UseSession; deadline: ServerDeadline } | null>(null);
  const start = useStartUseCard();
  const end = useEndUseSession();

  useEffect(() => {
    const sessionId = cardId ? readActive(cardId) : null;
    if (!sessionId) return;
    let cancelled = false;
    getUseSession(sessionId)
      .then((session) => {
        if (cancelled) return;
        if (session.status === 'active') {
          setActive({ session, deadline: makeDeadline(session.server_now, session.expires_at) });
        } else forgetActive();
      })
      .catch(() => forgetActive());
    return () => {
      cancelled = true;
    };
  }, [cardId]);

  if (!cardId) {
    return (
      <EmptyState
        icon={<InfoIcon size={48} />}
        title={t('hospitals.noCard')}
        testId="hospital-no-card"
        link={{ to: '/coverages', label: t('hospitals.chooseCard') }}
      />
    );
  }

  if (active) {
    const sessionId = active.session.session_id;
    return (
      <UseCardDisplay
        session={active.session}
        deadline={active.deadline}
        ending={end.isPending}
        onExpire={() => {
          forgetActive();
          // The server expires the session on its own clock too; telling it now frees the code at once.
          end.mutate({ sessionId, reason: 'cancel' });
        }}
        onReselect={() => setActive(null)}
        onEnd={(reason) =>
          end.mutate(
            { sessionId, reason },
            {
              onSuccess: () => {
                forgetActive();
                toast(t('use.ended'));
                navigate(lp(backTo), { replace: true });
              },
              onError: () => toast(t('use.endFailed'), 'error'),
            },
          )
        }
      />
    );
  }

  return (
    <HospitalPicker
      cardId={cardId}
      starting={start.isPending}
      onConfirm={(hospital) =>
        start.mutate(
          { cardId, hospitalCode: hospital.code },
          {
            onSuccess: (session) => {
              rememberActive(cardId, session.session_id);
              setActive({ session, deadline: makeDeadline(session.server_now, session.expires_at) });
            },
            onError: (error) => toast(errorMessage(error, 'use.startFailed'), 'error'),
          },
        )
      }
    />
  );
}

function HospitalPicker({
  cardId,
  starting,
  onConfirm,
}: {
  cardId: string;
  starting: boolean;
  onConfirm: (h: HospitalForCard) => void;
}) {
  const { t } = useTranslation('cards');
  const locale = useLocale();
  const [q, setQ] = useState('');
  const [pageSize, setPageSize] = useState(20);
  const [location, setLocation] = useState<LocationState>({ kind: 'off' });
  const [selected, setSelected] = useState<HospitalForCard | null>(null);
  const query = useDebounced(q.trim());
  const card = useCard(cardId);
  const pos = location.kind === 'on' ? location.pos : null;
  const hospitals = useCardHospitals(cardId, {
    ...(query ? { q: query } : {}),
    ...(pos ? { lat: pos.lat, lng: pos.lng } : {}),
    page_size: pageSize,
  });

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocation({ kind: 'failed' });
      return;
    }
    setLocation({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (p) => setLocation({ kind: 'on', pos: { lat: p.coords.latitude, lng: p.coords.longitude } }),
      () => setLocation({ kind: 'failed' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };

  return (
    <>
      {card.data ? <p>{t('hospitals.intro', { number: card.data.card.card_no })}</p> : null}
      <search className={s.stack}>
        <Field
          label={t('hospitals.search')}
          help={t('hospitals.searchHelp')}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          autoComplete="off"
          data-testid="hospital-search"
        />
      </search>
      <div className={s.stack}>
        <Button
          variant="outline"
          onClick={locate}
          disabled={location.kind === 'locating'}
          data-testid="hospital-locate"
        >
          {location.kind === 'locating' ? t('hospitals.locating') : t('hospitals.useLocation')}
        </Button>
        {location.kind === 'failed' ? (
          <p className={s.fieldError} role="alert" data-testid="gps-unavailable">
            {t('hospitals.gpsUnavailable')}
          </p>
        ) : null}
        {location.kind === 'on' ? (
          <p className={s.muted} role="status">
            {t('hospitals.locationOn')}
          </p>
        ) : null}
      </div>
      <QueryState query={hospitals} loadingLabel={t('hospitals.loading')} rows={5}>
        {() => {
          const page = hospitals.data;
          if (!page || page.items.length === 0) {
            return (
              <EmptyState
                icon={<SearchOffIcon size={48} />}
                title={t('hospitals.none')}
                testId="hospitals-empty"
              />
            );
          }
          return (
            <>
              <ul className={s.list} data-testid="hospital-list" aria-busy={hospitals.isFetching}>
                {page.items.map((h) => (
                  <li key={h.code}>
                    <button
                      type="button"
                      className={s.rowLink}
                      onClick={() => setSelected(h)}
                      data-testid="hospital-item"
                    >
                      {/* No aria-label: the name is everything shown (spaces keep the parts apart). */}
                      <span className={s.historyMain}>
                        <span className={s.rowTitle}>{h.name[locale]}</span>{' '}
                        <span className={s.muted}>
                          {h.district[locale]}, {h.province[locale]}
                        </span>{' '}
                        {h.distance_km !== null ? (
                          <span className={s.muted}>
                            {t('hospitals.distance', {
                              km: new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
                                maximumFractionDigits: 1,
                              }).format(h.distance_km),
                            })}
                          </span>
                        ) : null}
                      </span>{' '}
                      <span
                        className={`${s.badge} ${s.badgeTone[h.coverage_level === 'all' ? 'ok' : 'warn']}`}
                      >
                        {t(h.coverage_level === 'all' ? 'hospitals.all' : 'hospitals.some')}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              {page.total > page.items.length && pageSize < 50 ? (
                <Button variant="text" onClick={() => setPageSize(50)}>
                  {t('hospitals.more')}
                </Button>
              ) : null}
            </>
          );
        }}
      </QueryState>
      <ConfirmDialog
        open={selected !== null}
        title={t('hospitals.confirmTitle')}
        onClose={() => setSelected(null)}
        cancelLabel={t('common:actions.cancel')}
        confirmLabel={t('hospitals.confirm')}
        confirmTestId="hospital-confirm"
        busy={starting}
        onConfirm={() => {
          if (selected) onConfirm(selected);
          setSelected(null);
        }}
      >
        <p>{t('hospitals.confirmBody', { name: selected?.name[locale] ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}
