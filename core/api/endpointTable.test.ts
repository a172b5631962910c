import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EndpointName } from '../../generated/api';
import {
  endpointPath,
  getEndpoint,
  isEndpointAllowed,
  registerEndpoints,
  type Endpoint,
} from './endpointTable';

const apiDir = join(import.meta.dirname, '..', '..', 'schemas', 'api');
const entries = (
  JSON.parse(readFileSync(join(apiDir, 'endpoints.json'), 'utf8')) as { endpoints: Endpoint[] }
).endpoints;

describe('endpoint table', () => {
  it('has unique names and a request and response schema file for each entry', () => {
    expect(new Set(entries.map((e) => e.name)).size).toBe(entries.length);
    const missing = entries.flatMap((e) =>
      [e.request, e.response].filter((file) => !existsSync(join(apiDir, file))),
    );
    // A call may answer with another call's shape (loginVerification answers as login does).
    expect(entries.filter((e) => e.request !== `${e.name}.request.json`)).toEqual([]);
    expect(entries.filter((e) => !/^\w+\.response\.json$/.test(e.response))).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('finds an entry by name and refuses an unknown one', () => {
    expect(getEndpoint('pointBalance')).toMatchObject({
      method: 'GET',
      token: true,
      modules: ['PTSYS3'],
    });
    expect(() => getEndpoint('nope' as EndpointName)).toThrow('unknown endpoint "nope"');
  });

  it('adds the calls a module brings along, listed or keyed by name, with their usual values', () => {
    const listed = 'registeredInTest' as EndpointName;
    const keyed = 'keyedInTest' as EndpointName;
    const schemas = { request: 'x.request.json', response: 'x.response.json' };
    expect(() => getEndpoint(listed)).toThrow();
    registerEndpoints([{ name: listed, path: '/wps/listed', modules: ['COMM3'], ...schemas }]);
    registerEndpoints({ [keyed]: { path: '/wps/keyed', method: 'POST', token: true, ...schemas } });
    expect(getEndpoint(listed)).toEqual({
      name: listed,
      path: '/wps/listed',
      method: 'GET',
      modules: ['COMM3'],
      token: false,
      encrypted: false,
      body: 'query',
      ...schemas,
    });
    expect(getEndpoint(keyed)).toEqual({
      name: keyed,
      path: '/wps/keyed',
      method: 'POST',
      modules: [],
      token: true,
      encrypted: false,
      body: 'json',
      ...schemas,
    });
  });

  it('picks the path of the service generation, else the default path', () => {
    const entry = getEndpoint('pointBalance');
    expect(endpointPath(entry, 'MCS2')).toBe('/wps/relay/MCS2_getPointBalance');
    expect(endpointPath(entry, 'MCSFE')).toBe('/wps/relay/MCSFE_getPointBalance');
    expect(endpointPath(getEndpoint('balance'), 'MCS2')).toBe('/wps/v2/wallets/balance');
  });

  it('allows an ungated call always and a gated one when any of its modules is on', () => {
    expect(isEndpointAllowed(getEndpoint('memberInfo'), new Set())).toBe(true);
    const sms = getEndpoint('registerSms');
    expect(isEndpointAllowed(sms, new Set(['MOBILENUMREG3']))).toBe(true);
    expect(isEndpointAllowed(sms, new Set(['REGMOBVERF3']))).toBe(true);
    expect(isEndpointAllowed(sms, new Set(['COMM3']))).toBe(false);
  });
});
