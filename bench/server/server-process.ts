import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BareAnswer, ChildMessage, ParentMessage, Statement } from './protocol.js';

/** The server process of portal-process.ts, driven over IPC. */
export class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly portalUrl: string,
    readonly bareUrl: string,
  ) {}

  /** `checkout`: another working tree of the repository whose server to start (bench/server/compare.ts). */
  static async start(
    databaseUrl: string,
    portalPort: number,
    barePort: number,
    checkout?: string,
  ): Promise<ServerProcess> {
    const script = checkout
      ? path.join(checkout, 'bench/server/portal-process.ts')
      : fileURLToPath(new URL('./portal-process.ts', import.meta.url));
    const child = fork(script, {
      execArgv: [
        '--import',
        'tsx',
        '--conditions=source',
        ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      ],
      env: {
        ...process.env,
        BENCH_DATABASE_URL: databaseUrl,
        BENCH_PORTAL_PORT: String(portalPort),
        BENCH_BARE_PORT: String(barePort),
      },
    });
    const server = new ServerProcess(child, `http://127.0.0.1:${portalPort}`, `http://127.0.0.1:${barePort}`);
    await server.next('ready');
    return server;
  }

  /** The server process's id, for reading its memory from /proc. */
  get pid(): number {
    return this.child.pid!;
  }

  private next<T extends ChildMessage['type']>(type: T): Promise<Extract<ChildMessage, { type: T }>> {
    return new Promise((resolve, reject) => {
      const onMessage = (message: ChildMessage) => {
        if (message.type !== type) return;
        this.child.off('message', onMessage);
        this.child.off('exit', onExit);
        resolve(message as Extract<ChildMessage, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`The server process ended (exit code ${code})`));
      this.child.on('message', onMessage);
      this.child.once('exit', onExit);
    });
  }

  private async ask<T extends ChildMessage['type']>(message: ParentMessage, answer: T) {
    const reply = this.next(answer);
    this.child.send(message);
    return reply;
  }

  /** The SQL statements (with parameters) the server sends while `work` runs. */
  async record(work: () => Promise<unknown>): Promise<Statement[]> {
    await this.ask({ type: 'record' }, 'recording');
    await work();
    return (await this.ask({ type: 'recorded' }, 'statements')).statements;
  }

  async storeBareAnswers(answers: [string, BareAnswer][]): Promise<void> {
    await this.ask({ type: 'bare', answers }, 'stored');
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ type: 'stop' });
    await exited;
  }
}
