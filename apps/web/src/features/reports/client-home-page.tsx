import { useSignedInUser } from '../../lib/signed-in-user';
import ClientTimeLogPage from './client-time-log-page';

/** docs/product/roles-and-access.md#routes: a client user's home is the time-log report of their own client. */
export default function ClientHomePage() {
  const user = useSignedInUser();
  return <ClientTimeLogPage clientId={user.client_id} />;
}
