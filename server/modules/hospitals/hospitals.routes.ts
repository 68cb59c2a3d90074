/**
 * Hospital and provider search (issue 12): public routes over the partner's provider network. A
 * member token, when sent and valid, adds what concerns the member (the card filter, the cards a
 * hospital accepts); an invalid one is answered as signed out, since the screens are public.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getHospital, listHospitalAreas, searchHospitals } from '../../../shared/api/contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/api-error';
import { authenticateMember, publicRoute } from '../../http/route';
import type { LoadedPartner } from '../../partners/registry';
import type { Viewer } from '../cards/cards';
import { requireConsents } from '../accounts/consents';
import * as search from './hospital-search';

/** The signed-in member of the call, or null when there is no usable member token. */
async function optionalViewer(
  app: AppContext,
  request: FastifyRequest,
  partner: LoadedPartner,
): Promise<Viewer | null> {
  if (!request.headers.authorization) return null;
  try {
    const auth = await authenticateMember(app, request, partner);
    // A member who must first accept updated terms sees only what anyone sees.
    await requireConsents(app.db, auth.member, app.now());
    return { memberId: auth.member.id, partnerId: auth.member.partner_id };
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'AUTH_REQUIRED' || error.code === 'CONSENT_REQUIRED'))
      return null;
    throw error;
  }
}

export async function hospitalRoutes(app: FastifyInstance): Promise<void> {
  publicRoute(app, searchHospitals, async ({ query, partner, request, app }) => {
    const viewer = query.card ? await optionalViewer(app, request, partner) : null;
    const page = await search.searchHospitals(app.db, partner.partner.ins_code, viewer, query);
    return { data: { ...page, page: query.page, page_size: query.page_size } };
  });

  publicRoute(app, listHospitalAreas, async ({ partner, app }) => ({
    data: { provinces: await search.listHospitalAreas(app.db, partner.partner.ins_code) },
  }));

  publicRoute(app, getHospital, async ({ params, partner, request, app }) => {
    const viewer = await optionalViewer(app, request, partner);
    const hospital = await search.getHospital(
      app.db,
      partner.partner.ins_code,
      viewer,
      params.code,
      app.now(),
    );
    if (!hospital) throw new ApiError('NOT_FOUND');
    return { data: hospital };
  });
}
