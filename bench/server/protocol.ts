/** Messages between bench/server/run.ts and its server process (portal-process.ts). */
export interface Statement {
  sql: string;
  params: unknown[];
}

export interface BareAnswer {
  status: number;
  body: unknown;
}

export type ParentMessage =
  { type: 'record' } | { type: 'recorded' } | { type: 'bare'; answers: [string, BareAnswer][] } | { type: 'stop' };

export type ChildMessage =
  { type: 'ready' } | { type: 'recording' } | { type: 'statements'; statements: Statement[] } | { type: 'stored' };
