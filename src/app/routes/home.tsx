/** Route `/`: the home screen; a signed-in member's name, latest content and unread count come from the home call. */
import { useStore } from 'zustand';
import { useHome } from '../../features/home/api/get-home';
import { HomeScreen } from '../../features/home/components/home-screen';
import { authStore } from '../../lib/auth-store';
import { useLocale } from '../../lib/locale';
import { screen } from '../screen';

export default screen({
  use: () => {
    const locale = useLocale();
    const loggedIn = useStore(authStore, (st) => st.loggedIn);
    return { loggedIn, home: useHome(locale, loggedIn) };
  },
  render: ({ data }) => <HomeScreen loggedIn={data.loggedIn} home={data.home} />,
});
