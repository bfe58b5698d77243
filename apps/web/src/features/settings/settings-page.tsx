import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { can } from '@portal/shared';
import { QueryState } from '../../components/page-states';
import { portalSettingsQuery } from '../../lib/portal-settings';
import { useSignedInUser } from '../../lib/signed-in-user';
import { CarryOverForm } from './carry-over-form';
import { ExportCard } from './export-card';
import { LeaveApproverForm } from './leave-approver-form';
import { LockDateForm } from './lock-date-form';
import { ReminderForm } from './reminder-form';
import { TimeZoneForm } from './time-zone-form';
import { TwoFactorRequirementForm } from './two-factor-requirement-form';

/**
 * docs/product/closing.md#settings: every portal setting in one place, each saved on its own with PATCH /settings. A form
 * is keyed by its saved value, so that it starts again from what the server keeps once that changes.
 */
export default function SettingsPage() {
  const settings = useQuery(portalSettingsQuery());
  const saved = settings.data;
  const exports = can(useSignedInUser().role_id, 'data:export');
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <QueryState isLoading={settings.isLoading} error={settings.error} onRetry={() => settings.refetch()} />
      {saved && (
        <>
          <Card>
            <LeaveApproverForm key={saved.leave_approver?.id ?? 'none'} saved={saved.leave_approver} />
          </Card>
          <Card>
            <CarryOverForm key={saved.carry_over_until ?? 'never'} saved={saved.carry_over_until} />
          </Card>
          <Card>
            <TimeZoneForm key={saved.time_zone} saved={saved.time_zone} />
          </Card>
          <Card>
            <LockDateForm key={saved.locked_until ?? 'none'} saved={saved.locked_until} />
          </Card>
          <Card>
            <ReminderForm
              key={`${saved.reminder_weekday}-${saved.reminder_hour}`}
              weekday={saved.reminder_weekday}
              hour={saved.reminder_hour}
            />
          </Card>
          <Card>
            <TwoFactorRequirementForm key={String(saved.require_2fa_for_admins)} saved={saved.require_2fa_for_admins} />
          </Card>
        </>
      )}
      {exports && (
        <Card>
          <ExportCard />
        </Card>
      )}
    </Stack>
  );
}

function Card({ children }: { children: ReactNode }) {
  return <Paper sx={{ p: 2 }}>{children}</Paper>;
}
