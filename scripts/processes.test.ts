// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { freePort } from './processes.ts';

describe('freePort', () => {
  // The kernel hands the same ephemeral port out again once it is closed: nginx's HTTP and HTTPS
  // listeners once got one port between them and the topology test failed on `nginx -t`.
  it('never returns a port twice in one process, even before any is bound', async () => {
    const ports: number[] = [];
    for (let i = 0; i < 1000; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
    expect(ports.every((p) => p >= 1024 && p <= 65535)).toBe(true);
  });
});
