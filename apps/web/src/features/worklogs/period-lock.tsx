import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clientMonthKey, lockReason, type IsoDate, type LocksResponse } from '@portal/shared';
import { formatDate } from '../../lib/format';
import { weekLocksQuery } from './api';

const LONG_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };

/** Why a day or a work log is locked, in words, and whether the viewer may change it all the same (a SUPER_ADMIN). */
export interface PeriodLock {
  text: string;
  override: boolean;
}

/** A locked day's or log's check: `client` for a work log, none for the day itself (its home-office day, new logs). */
export type LockOf = (date: IsoDate, client?: { id: number; name: string }) => PeriodLock | null;

/**
 * docs/product/closing.md#locks: GET /locks for the week shown, and for each day or log the first lock that applies
 * (lockReason, the server's own rule), in words. Until the locks are in, nothing is locked: the server refuses a
 * locked write anyway.
 */
export function useWeekLocks(userId: number, monday: IsoDate, own: boolean): LockOf {
  const { t } = useTranslation('worklogs');
  const locks = useQuery(weekLocksQuery(userId, monday)).data;
  return (date, client) => {
    if (!locks) return null;
    const reason = lockReason(inForce(locks), date, client?.id);
    if (reason === null) return null;
    const month = formatDate(`${date.slice(0, 7)}-01`, MONTH);
    const why =
      reason === 'lock_date'
        ? t('worklogs:lock.lock_date', { date: formatDate(locks.locked_until!, LONG_DAY) })
        : reason === 'timesheet'
          ? t(own ? 'worklogs:lock.timesheet_own' : 'worklogs:lock.timesheet_other', { month })
          : t('worklogs:lock.client_signoff', { client: client?.name ?? '', month });
    return {
      text: locks.may_override ? `${why} ${t('worklogs:lock.override')}` : why,
      override: locks.may_override,
    };
  };
}

function inForce(locks: LocksResponse['data']) {
  return {
    lockedUntil: locks.locked_until,
    approvedTimesheets: new Set(locks.approved_timesheets),
    signedOffClientMonths: new Set(locks.signed_off.map((month) => clientMonthKey(month.client_id, month.month))),
  };
}

/** The lock icon with its reason as a tooltip, shown on hover and on keyboard focus, and read out as the icon's name. */
export function LockBadge({ lock }: { lock: PeriodLock }) {
  return (
    <Tooltip title={lock.text} describeChild={false}>
      <Box
        component="span"
        role="img"
        tabIndex={0}
        aria-label={lock.text}
        onClick={(event) => event.stopPropagation()}
        sx={{
          display: 'inline-flex',
          p: 0.5,
          borderRadius: 1,
          color: lock.override ? 'portal.away' : 'text.secondary',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <LockIcon fontSize="small" />
      </Box>
    </Tooltip>
  );
}
