/** /preview-telemedicine/{code}: the summary to confirm, with consent to share. */
import { TelemedPreview } from '../../features/telemed/components/code';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'previewTelemedicine',
  backTo: '/telemed-mart/all',
  query: withQueryClient,
  render: ({ params }) => <TelemedPreview code={params.id} />,
});
