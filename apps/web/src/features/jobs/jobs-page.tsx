import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dailyScheduleTime, weeklyScheduleTime, type JobRunView, type JobView } from '@portal/shared';
import { AuditTabs } from '../../components/audit-tabs';
import { QueryState } from '../../components/page-states';
import { EmptyRow, TableHeadings } from '../../components/table-rows';
import { formatMoment } from '../../lib/format';
import { portalSettingsQuery } from '../../lib/portal-settings';
import { jobsQuery } from './api';

const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** The jobs' names in words; a job this screen does not know (a newer server's) keeps its own. */
const JOB_NAMES: Record<string, string> = {
  'leave-expiry-notices': 'jobs:name.leave_expiry_notices',
  'weekly-reminders': 'jobs:name.weekly_reminders',
  'admin-digest': 'jobs:name.admin_digest',
  'timesheet-reminders': 'jobs:name.timesheet_reminders',
  'expired-sign-in-challenges': 'jobs:name.expired_sign_in_challenges',
};

/** A weekly schedule's day (1 Monday … 7 Sunday) in words: "Fridays at 14:00". */
const WEEKLY = [
  'jobs:schedule.weekly.mondays',
  'jobs:schedule.weekly.tuesdays',
  'jobs:schedule.weekly.wednesdays',
  'jobs:schedule.weekly.thursdays',
  'jobs:schedule.weekly.fridays',
  'jobs:schedule.weekly.saturdays',
  'jobs:schedule.weekly.sundays',
] as const;

const OUTCOMES = {
  ok: { label: 'jobs:outcome.ok', color: 'success' },
  failed: { label: 'jobs:outcome.failed', color: 'error' },
} as const;

function jobName(t: TFunction, name: string): string {
  const key = JOB_NAMES[name];
  return key ? t(key) : name;
}

function scheduleInWords(t: TFunction, schedule: string): string {
  const time = dailyScheduleTime(schedule);
  if (time) return t('jobs:schedule.daily', { time });
  const weekly = weeklyScheduleTime(schedule);
  return weekly ? t(WEEKLY[weekly.weekday - 1]!, { time: weekly.time }) : schedule;
}

/** docs/product/jobs.md#api: the scheduled jobs, when they run, and their last runs, for SUPER_ADMIN. */
export default function JobsPage() {
  const { t } = useTranslation('jobs');
  const jobs = useQuery(jobsQuery());
  // docs/product/jobs.md#jobs: the runs are due on the portal's clocks, so their times are shown on them too.
  const timeZone = useQuery(portalSettingsQuery()).data?.time_zone;
  return (
    <Stack spacing={2}>
      <AuditTabs />
      <QueryState isLoading={jobs.isLoading} error={jobs.error} onRetry={() => jobs.refetch()} />
      {jobs.data?.data.map((job) => (
        <JobRuns key={job.name} job={job} timeZone={timeZone} t={t} />
      ))}
    </Stack>
  );
}

function JobRuns({ job, timeZone, t }: { job: JobView; timeZone: string | undefined; t: TFunction }) {
  const name = jobName(t, job.name);
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {scheduleInWords(t, job.schedule)}
      </Typography>
      {/* Focusable so that a narrow screen can scroll it with the keyboard (docs/product/README.md#accessibility). */}
      <TableContainer tabIndex={0} role="region" aria-label={t('jobs:table.region', { name })}>
        <Table size="small" aria-label={t('jobs:table.name', { name })}>
          <TableHeadings labels={[t('jobs:table.due'), t('jobs:table.outcome'), t('jobs:table.detail')]} />
          <TableBody>
            {job.runs.length === 0 && <EmptyRow columns={3}>{t('jobs:table.empty')}</EmptyRow>}
            {job.runs.map((run) => (
              <TableRow key={run.due_at}>
                <TableCell>{formatMoment(run.due_at, { ...WHEN, timeZone })}</TableCell>
                <TableCell>
                  <OutcomeChip outcome={run.outcome} t={t} />
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{run.detail ?? '–'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/** Ok or failed; a run without an outcome is still running. */
function OutcomeChip({ outcome, t }: { outcome: JobRunView['outcome']; t: TFunction }) {
  if (!outcome) return <Chip size="small" variant="outlined" label={t('jobs:outcome.running')} />;
  return <Chip size="small" color={OUTCOMES[outcome].color} label={t(OUTCOMES[outcome].label)} />;
}
