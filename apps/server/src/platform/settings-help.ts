/** What `--help` prints; the settings table of docs/configuration.md says the same, and a test keeps them in step. */
export const SETTINGS = [
  ['PORT', '3000', 'HTTP port of the web app and the API'],
  ['HOST', '0.0.0.0', 'Address to listen on'],
  ['DATA_DIR', './data', 'Embedded database (and its lock file) when DATABASE_URL is not set'],
  ['DATABASE_URL', '(none)', 'postgres://… to use a PostgreSQL server (15 or later) instead of the embedded one'],
  ['PORTAL_ADMIN_EMAIL', 'admin@example.com', 'E-mail of the super administrator created on first start'],
  ['PORTAL_ADMIN_PASSWORD', '(random, printed once)', 'Password of that first super administrator'],
  ['LOG_LEVEL', 'info', 'fatal, error, warn, info, debug, trace or silent'],
  ['SESSION_IDLE_TTL', '12h', 'A session ends after this long without a request'],
  ['SESSION_MAX_TTL', '30d', 'A session ends this long after sign-in, whatever happens'],
  ['LOGIN_MAX_FAILURES', '10', 'Failed sign-ins per account in the window before the account is locked'],
  [
    'LOGIN_MAX_FAILURES_PER_ADDRESS',
    '100',
    'Failed sign-ins per client address in the window before that address is throttled',
  ],
  ['LOGIN_FAILURE_WINDOW', '15m', 'The window in which failed sign-ins are counted'],
  ['TRUST_PROXY', 'false', 'Behind reverse proxies: their number of hops (1 for one), or their addresses'],
  ['SHUTDOWN_TIMEOUT', '10s', 'How long in-flight requests may take after SIGTERM before the process exits'],
  ['PUBLIC_URL', 'http://localhost:PORT', 'Where people reach the portal: links in e-mails and the sign-in callback'],
  ['SMTP_URL', '(none: mail goes to DATA_DIR/mail)', 'smtp://user:password@host:587 or smtps://… for outgoing e-mail'],
  ['MAIL_FROM', 'Staff Portal <portal@localhost>', 'Sender of the portal e-mails'],
  ['OIDC_ISSUER', '(none: Google sign-in off)', 'OpenID Connect issuer, e.g. https://accounts.google.com'],
  ['OIDC_CLIENT_ID', '(none)', 'Client id registered with the identity provider'],
  ['OIDC_CLIENT_SECRET', '(none)', 'Client secret registered with the identity provider'],
  ['PASSWORD_RESET_TTL', '30m', 'How long a password-reset link works'],
  ['BODY_TIMEOUT', '60s', 'How long a request body (an upload) may take to arrive before the answer is 408'],
  ['MAX_UPLOAD_MB', '20', 'Largest document (PDF) upload in megabytes'],
  ['REDIS_URL', '(none: limits in memory)', 'redis://host:6379 to share the sign-in limits between processes'],
  [
    'ANONYMOUS_RATE_LIMIT',
    '600',
    'Requests a minute per client address to sign-in, password reset, share links and feeds; 0 for none',
  ],
  ['READ_CACHE_TTL', '1s', 'How long sessions and dashboard answers are reused without a query; 0s for never'],
  [
    'DEFAULT_LANGUAGE',
    'en',
    'en or de: for browsers asking for neither, and e-mails and feeds to people without a choice',
  ],
  [
    'PORTAL_JOBS',
    'on',
    'on or off: whether this process runs the scheduled jobs (the leave expiry notices and the reminders)',
  ],
  [
    'TOTP_ENCRYPTION_KEY',
    '(none: a warning at start)',
    '32 bytes (base 64 or 64 hex digits) that encrypt the second-factor secrets in the database',
  ],
  [
    'TOTP_ENCRYPTION_KEY_PREVIOUS',
    '(none)',
    'The key before TOTP_ENCRYPTION_KEY, while rotating: secrets under it are re-encrypted at start',
  ],
] as const;

export const SETTINGS_HELP =
  'Staff Portal server. Settings come from environment variables (or a .env file):\n\n' +
  SETTINGS.map(([name, fallback, what]) => `  ${name.padEnd(32)}${what} (default: ${fallback})`).join('\n') +
  '\n';
