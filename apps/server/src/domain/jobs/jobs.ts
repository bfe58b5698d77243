import { adminDigest } from './admin-digest.js';
import { expiredChallenges } from '../../platform/jobs/expired-challenges.js';
import { leaveExpiryNotices } from './leave-expiry-notices.js';
import type { Job } from '../../platform/jobs/runner.js';
import { timesheetReminders } from './timesheet-reminders.js';
import { weeklyReminders } from './weekly-reminders.js';

/** Every scheduled job of the portal (docs/product/jobs.md#jobs): a new job is one more entry here. */
export const JOBS: readonly Job[] = [
  leaveExpiryNotices,
  weeklyReminders,
  adminDigest,
  timesheetReminders,
  expiredChallenges,
];
