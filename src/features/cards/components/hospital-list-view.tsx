/**
 * /hospital-list?card=…: the places that accept the card, then confirm, then the server-timed card
 * display. The places come from the one hospital search (docs/decisions/050-hospital-search.md: name
 * with typos forgiven, area, coverage level, near me, its virtual list), which src/app passes in as
 * `renderSearch`: a feature does not import another.
 */
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { UseSession } from '../../../../shared/api/schemas/cards';
import type { HospitalSummary } from '../../../../shared/api/schemas/hospitals';
import type { AppHref } from '../../../../shared/config/routes';
import { useErrorMessage } from '../../../components/ui/error-message';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfoIcon } from '../../../components/ui/icons';
import { useToastStore } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { useEndUseSession } from '../api/end-use-session';
import { useUseSession } from '../api/get-use-session';
import { useCard } from '../api/get-card';
import { useStartUseCard } from '../api/use-card';
import { makeDeadline, type ServerDeadline } from '../../../lib/server-timer';
import { session as sessionStorageSafe } from '../../../lib/storage';
import { UseCardDisplay } from './use-card-display';

/** What the confirmation needs of the chosen place. */
export type ChosenHospital = Pick<HospitalSummary, 'code' | 'name'>;
/** The hospital search for the card, whose rows call `onChoose`. */
export type RenderHospitalSearch = (props: {
  cardId: string;
  onChoose: (hospital: ChosenHospital) => void;
}) => ReactNode;

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

export function HospitalListView({
  cardId,
  backTo,
  renderSearch,
}: {
  cardId: string | null;
  backTo: AppHref;
  renderSearch: RenderHospitalSearch;
}) {
  const { t } = useTranslation('cards');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const toast = useToastStore((st) => st.show);
  const errorMessage = useErrorMessage();
  const [active, setActive] = useState<{ session: UseSession; deadline: ServerDeadline } | null>(null);
  const start = useStartUseCard();
  const end = useEndUseSession();

  // A display in progress in this tab (a reload at the counter) comes back with the server's time left.
  const remembered = useMemo(() => (cardId ? readActive(cardId) : null), [cardId]);
  const resumed = useUseSession(remembered);
  useEffect(() => {
    const session = resumed.data;
    if (session?.status === 'active')
      setActive({ session, deadline: makeDeadline(session.server_now, session.expires_at) });
    else if (session || resumed.error) forgetActive();
  }, [resumed.data, resumed.error]);

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
      renderSearch={renderSearch}
      onConfirm={(hospital) =>
        start.mutate(
          { cardId, hospitalCode: hospital.code },
          {
            onSuccess: (session) => {
              rememberActive(cardId, session.session_id);
              setActive({ session, deadline: makeDeadline(session.server_now, session.expires_at) });
            },
            onError: (error) => toast(errorMessage(error, t('use.startFailed')), 'error'),
          },
        )
      }
    />
  );
}

function HospitalPicker({
  cardId,
  starting,
  renderSearch,
  onConfirm,
}: {
  cardId: string;
  starting: boolean;
  renderSearch: RenderHospitalSearch;
  onConfirm: (h: ChosenHospital) => void;
}) {
  const { t } = useTranslation('cards');
  const locale = useLocale();
  const [selected, setSelected] = useState<ChosenHospital | null>(null);
  const card = useCard(cardId);

  return (
    <>
      {card.data ? <p>{t('hospitals.intro', { number: card.data.card.card_no })}</p> : null}
      {renderSearch({ cardId, onChoose: setSelected })}
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
