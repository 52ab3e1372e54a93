import { API_PATH } from '../../src/shared/api-contract';
import { MAX_BODY_BYTES, MAX_QUERY_CHARS } from '../../src/shared/config/app-config';
import { DEFAULT_MODEL_ID } from '../../src/shared/config/models';

/** Put in every person's text the hostile-input test sends, so a log line that repeats it is found. */
export const USER_TEXT_MARKER = 'USER-TEXT-7f3a';

const query = (extra: Record<string, unknown>) => JSON.stringify({ query: `${USER_TEXT_MARKER} hi`, modelName: DEFAULT_MODEL_ID, ...extra });

/** Bodies known to break parsers and validators. */
export const KNOWN_BAD_BODIES: readonly string[] = [
  '',
  ' ',
  '{',
  '}',
  'null',
  'true',
  '0',
  '-0',
  '1e999',
  '[]',
  '"x"',
  '\u0000',
  '\ufeff{}',
  '{"query":"x"',
  '['.repeat(50_000),
  '{"a":'.repeat(20_000),
  JSON.stringify({ query: { $gt: '' }, modelName: DEFAULT_MODEL_ID }),
  `{"__proto__":{"polluted":true},"query":"${USER_TEXT_MARKER}","modelName":"${DEFAULT_MODEL_ID}"}`,
  `{"constructor":{"prototype":{"polluted":true}},"query":"${USER_TEXT_MARKER}","modelName":"${DEFAULT_MODEL_ID}"}`,
  query({ provider: '__proto__' }),
  query({ provider: 'constructor' }),
  query({ provider: 'toString' }),
  query({ provider: '../../etc/passwd' }),
  query({ modelName: 'http://169.254.169.254/latest/meta-data/' }),
  query({ modelName: '__proto__' }),
  query({ modelName: ['a'] }),
  query({ query: '\ud800\udfff\ud800' }),
  query({ query: `${USER_TEXT_MARKER}\u0000\u001b[31m\r\nGET / 200` }),
  query({ query: `${USER_TEXT_MARKER}${'x'.repeat(MAX_QUERY_CHARS + 1)}` }),
  query({ query: `${USER_TEXT_MARKER}${'😀'.repeat(MAX_BODY_BYTES)}` }),
  query({ extra: 'y'.repeat(MAX_BODY_BYTES) }),
  `{"query":"${USER_TEXT_MARKER}","query":"dup","modelName":"${DEFAULT_MODEL_ID}"}`,
  `{"query":"${USER_TEXT_MARKER}","modelName":"${DEFAULT_MODEL_ID}",}`,
];

/** Header sets a browser, a proxy or an attacker might send with an otherwise valid call. */
export const KNOWN_BAD_HEADERS: readonly Record<string, string>[] = [
  { 'content-type': 'text/plain' },
  { 'content-type': 'application/json, text/plain' },
  { 'content-type': 'application/json;;;charset=' },
  { origin: 'https://evil.example' },
  { origin: 'null' },
  { origin: 'http://localhost:99999' },
  { origin: 'http://[::1' },
  { 'sec-fetch-site': 'cross-site' },
  { accept: 'text/event-stream' },
  { accept: 'text/event-stream;q=0, */*' },
  { 'x-forwarded-for': '10.0.0.01' },
  { 'x-forwarded-for': 'not-an-ip' },
  { 'x-forwarded-for': 'x'.repeat(8_000) },
  { 'x-forwarded-for': '::ffff:10.0.0.1' },
  { 'x-forwarded-for': 'fe80::1%eth0' },
  { 'x-forwarded-for': ',,,,' },
  { 'x-forwarded-host': 'evil.example' },
  { 'content-encoding': 'gzip' },
  { 'content-length': '5' },
  { 'transfer-encoding': 'chunked' },
  { expect: '100-continue' },
  { 'retry-after': '99999999999' },
  { authorization: 'Bearer stolen' },
];

/** Paths for traversal, encoding tricks and sheer length. */
export const KNOWN_BAD_PATHS: readonly string[] = [
  '/api/../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/assets/..%2f..%2fpackage.json',
  '/assets/%2e%2e%5c%2e%2e%5cpackage.json',
  '/assets/%00',
  '/api/%00',
  '/%ff%fe',
  '/%E0%A4%A',
  '/api/x%0D%0AGET%20/forged',
  '/api/%1B%5B2J',
  `/${'a'.repeat(10_000)}`,
  `/api/${'b'.repeat(10_000)}`,
  '//evil.example',
  '/\\evil.example',
  '/api',
  '/api/',
  `${API_PATH}/extra`,
  `${API_PATH}?x=1`,
  `${API_PATH}/`,
  '/index.html',
  '/assets/',
  '/write/%3Cscript%3E',
];
