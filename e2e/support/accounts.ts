import { E2E_ADMIN } from './global-setup';

/** The demo company's accounts (apps/server/src/seed-demo.ts) and the e2e super administrator. */
const DEMO_PASSWORD = 'Demo-Portal-2026';

export const ACCOUNTS = {
  superAdmin: E2E_ADMIN,
  admin: { email: 'ada.admin@example.com', password: DEMO_PASSWORD },
  user: { email: 'ben.fischer@example.com', password: DEMO_PASSWORD },
  client: { email: 'nora.lind@northwind.example', password: DEMO_PASSWORD },
  deactivated: { email: 'gregor.alt@example.com', password: DEMO_PASSWORD },
} as const;
