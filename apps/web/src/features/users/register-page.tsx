import Paper from '@mui/material/Paper';
import { AddUserForm } from './add-user-form';

/** docs/product/people-and-clients.md#projects: /register is the add-user form as a page. */
export default function RegisterPage() {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <AddUserForm />
    </Paper>
  );
}
