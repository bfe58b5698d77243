import { useSignedInUser } from '../../lib/signed-in-user';
import ClientTimeLogPage from './client-time-log-page';

/** Spec §2.1: a client user's home is the time-log report of their own client. */
export default function ClientHomePage() {
  const user = useSignedInUser();
  return <ClientTimeLogPage clientId={user.client_id} />;
}
