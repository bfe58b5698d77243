/** Uploads over a real socket, their bodies sent in parts with pauses between (docs/product/http-contract.md#body-time-limit). */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export const BOUNDARY = 'held-upload-boundary';

export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface Held {
  /** Sends the rest of the body and reads the answer. */
  finish(rest: string | Buffer): Promise<{ status: number; body: string }>;
  answer: Promise<{ status: number; body: string }>;
}

/** A multipart upload whose headers and first bytes are sent, the rest held back until `finish`. */
export function holdUpload(base: string, path: string, token: string, head: string | Buffer): Held {
  const request = http.request(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  request.write(head);
  return {
    answer,
    finish(rest) {
      request.end(rest);
      return answer;
    },
  };
}

export const filePart = (field: string, fileName: string, type: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
export const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
export const END = `\r\n--${BOUNDARY}--\r\n`;
