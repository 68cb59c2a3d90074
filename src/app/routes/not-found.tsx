/** /not-found: open the app inside LINE (src/components/layout/open-in-line.tsx). */
import { OpenInLineScreen } from '../../components/layout/open-in-line';
import { screen } from '../screen';

export default screen({
  render: () => <OpenInLineScreen />,
});
