import { useNavigate } from 'react-router';
import { RequestForm } from './request-form';

/** /holidays/addholiday: the request form as a page; after a request the holidays screen shows it. */
export default function AddLeavePage() {
  const navigate = useNavigate();
  return <RequestForm onDone={() => navigate('/holidays')} />;
}
