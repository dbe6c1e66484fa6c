import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInCompanyRegistry, httpCompanyRegistry } from './company-registry';

let server: http.Server;
let baseUrl: string;
const asked: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    const number = decodeURIComponent((request.url ?? '').split('/').pop() ?? '');
    if (number === '410199-0119') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ name: ' Flugdrekar ehf. ', address: 'Hafnarstræti 1', postCode: '101', extra: 1 }));
    } else if (number === '500000-0000') {
      response.statusCode = 502;
      response.end('bad gateway');
    } else if (number === '600000-0000') {
      // Never answers: the lookup gives up at its time limit.
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/registry/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the HTTP company registry', () => {
  const registry = () => httpCompanyRegistry(baseUrl, { timeoutMs: 300 });

  it('asks GET {url}/{number} and takes the fields it knows, trimmed, Iceland when no country is given', async () => {
    expect(await registry().lookup('410199-0119')).toEqual({
      organizationNumber: '410199-0119',
      name: 'Flugdrekar ehf.',
      address: 'Hafnarstræti 1',
      postCode: '101',
      countryCode: 'IS',
    });
    expect(asked.at(-1)).toBe('/registry/410199-0119');
  });

  it('answers null for a number the registry does not know', async () => {
    expect(await registry().lookup('710000-0000')).toBeNull();
  });

  it('throws when the registry fails or does not answer in time', async () => {
    await expect(registry().lookup('500000-0000')).rejects.toThrow(/502/);
    await expect(registry().lookup('600000-0000')).rejects.toThrow();
  });
});

describe('the built-in registry', () => {
  it('knows its made-up companies and nothing else', async () => {
    expect((await builtInCompanyRegistry.lookup('631208-1150'))?.name).toBe('Jöklaskoðun sf.');
    expect(await builtInCompanyRegistry.lookup('631208-1151')).toBeNull();
  });
});
