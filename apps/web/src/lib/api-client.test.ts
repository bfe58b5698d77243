import { describe, expect, it } from 'vitest';
import { apiPath } from './api-client';

/** The paths `call` asks for: the route's, filled in from the table's typed options (lib/api-routes.ts). */
describe('apiPath', () => {
  it('fills in the path parameters and writes the query string in the order given, leaving out undefined fields', () => {
    expect(
      apiPath('DELETE /users/:id/clients/:clientId', { params: { id: 4, clientId: 7 }, query: { assignment_id: 9 } }),
    ).toBe('/users/4/clients/7?assignment_id=9');
    expect(apiPath('GET /timesheets', { query: { month: '2026-11', user_id: undefined } })).toBe(
      '/timesheets?month=2026-11',
    );
    expect(apiPath('GET /users/names')).toBe('/users/names');
  });

  it('keeps the commas of a list of ids and encodes the rest', () => {
    expect(apiPath('GET /weekly/logs', { query: { from: '2026-11-02', to: '2026-11-06', user_ids: '3,14,15' } })).toBe(
      '/weekly/logs?from=2026-11-02&to=2026-11-06&user_ids=3,14,15',
    );
    expect(apiPath('GET /users', { query: { search: 'Ben & Mia' } })).toBe('/users?search=Ben+%26+Mia');
  });

  it("passes the identity provider's query string on as it came", () => {
    expect(apiPath('GET /auth/callback', { search: '?code=4%2F0A%20b&state=s' })).toBe(
      '/auth/callback?code=4%2F0A%20b&state=s',
    );
  });
});
