import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

/** GET /jobs: the scheduled jobs and their last runs (docs/product/jobs.md#api). */
export const jobsQuery = () =>
  queryOptions({
    queryKey: ['jobs'],
    queryFn: () => call('GET /jobs'),
  });
