import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamCalendarData } from '@portal/shared';
import { requestEarly } from '../../lib/early-requests';
import { reply } from '../../test/stubbed-api';
import { teamCalendarQuery } from './team-calendar-query';
import { teamCalendarCall } from './team-calendar-path';

const DATA: TeamCalendarData = { people: [], leave: [], public_holidays: [], assignments: [], clients: [] };
const answer = () => reply('GET /team_calendar', { data: DATA });

// docs/decisions/0016-web-budget.md: app/first-screen.ts sends the calendar's request before the
// screen's code has loaded; the screen's query must take that answer instead of asking again.
describe('teamCalendarQuery and the early request', () => {
  const fetchMock = vi.fn(async (_url: string) => answer());

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 'stored-token');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    localStorage.clear();
  });

  it('takes the early answer while it is on its way, without a second request', async () => {
    requestEarly(...teamCalendarCall(2026));
    const data = await new QueryClient().fetchQuery(teamCalendarQuery(2026));
    expect(data).toEqual(DATA);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('draws an early answer that has arrived as the initial data, without a request', async () => {
    requestEarly(...teamCalendarCall(2026));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const client = new QueryClient();
    const data = await client.ensureQueryData(teamCalendarQuery(2026));
    expect(data).toEqual(DATA);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again when the token changed since the early request', async () => {
    requestEarly(...teamCalendarCall(2026));
    localStorage.setItem('token', 'another-token');
    await new QueryClient().fetchQuery(teamCalendarQuery(2026));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
