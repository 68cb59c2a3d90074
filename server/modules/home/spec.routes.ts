/** The spec's calls (section 7): partner info, theme, language setting, home. */
import type { FastifyInstance } from 'fastify';
import {
  getHome,
  getLanguageSetting,
  getPartnerInfo,
  getTheme,
  postHome,
} from '../../../shared/api/contract';
import { ApiError } from '../../http/api-error';
import { memberRoute, publicRoute } from '../../http/route';
import { languageSetting, toPartnerInfo } from '../../partners/partner-info';
import { getHomeData } from './home';

export async function specRoutes(app: FastifyInstance): Promise<void> {
  publicRoute(app, getPartnerInfo, ({ query, app }) => {
    const partner = app.partners.authenticate(query.partner_id, query.secret_key);
    if (!partner) throw new ApiError('PARTNER_CREDENTIALS_INVALID');
    return { data: toPartnerInfo(partner, query.line_liff_key) };
  });

  publicRoute(app, getTheme, ({ params, app }) => {
    const partner = app.partners.byInsCode(params.ins_code);
    if (!partner) throw new ApiError('THEME_NOT_FOUND');
    return { data: partner.theme };
  });

  publicRoute(app, getLanguageSetting, ({ partner }) => ({ data: languageSetting(partner) }));

  memberRoute(app, getHome, async ({ query, partner, auth, app }) => ({
    data: await getHomeData(app.db, {
      member: auth.member,
      theme: partner.theme,
      lang: query.lang ?? 'th',
      now: app.now(),
    }),
  }));

  memberRoute(app, postHome, async ({ query, body, partner, auth, app }) => ({
    data: await getHomeData(app.db, {
      member: auth.member,
      theme: partner.theme,
      lang: query.lang ?? body?.lang ?? 'th',
      now: app.now(),
    }),
  }));
}
