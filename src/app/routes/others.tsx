/** /others/{type?}: the partner's help pages; an unknown type is "page not found". */
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { OthersIndexView, OthersPageView } from '../../features/content/components/others-view';
import { isHelpPage } from '../../features/content/lib/help-pages';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  use: ({ params: { type } }) => {
    // The route's own "page not found" (src/app/route-error.tsx), as for an unmatched path.
    if (type !== undefined && !isHelpPage(type)) throw new ErrorResponse(404, 'Not Found', 'Not Found');
    return type;
  },
  title: 'others',
  backTo: ({ data: type }) => (type ? '/others' : '/'),
  query: withQueryClient,
  render: ({ data: type }) => (type ? <OthersPageView type={type} /> : <OthersIndexView />),
});
