/** Route `/`: the home screen; a signed-in member's name, latest content and unread count come from the home call. */
import { useStore } from 'zustand';
import { useHome } from '../../features/home/api/get-home';
import { HomeScreen } from '../../features/home/components/home-screen';
import { authStore } from '../../lib/auth-store';
import { useLocale } from '../../lib/locale';

export default function HomeRoute() {
  const locale = useLocale();
  const loggedIn = useStore(authStore, (st) => st.loggedIn);
  const home = useHome(locale, loggedIn);
  return <HomeScreen loggedIn={loggedIn} home={home} />;
}
