import { leaveExpiryNotices } from './leave-expiry-notices.js';
import type { Job } from './runner.js';

/** Every scheduled job of the portal (docs/product/jobs.md#jobs): a new job is one more entry here. */
export const JOBS: readonly Job[] = [leaveExpiryNotices];
