/** /preview-telemedicine-code/{id}: the consultation code and QR for the provider. */
import { TelemedCodeScreen } from '../../features/telemed/components/code';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'previewTelemedicineCode',
  backTo: '/telemed-mart',
  query: withQueryClient,
  render: ({ params }) => <TelemedCodeScreen id={params.id} />,
});
