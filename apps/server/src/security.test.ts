import { connect } from 'node:net';
import type { InjectOptions } from 'fastify';
import { API_SECURITY_HEADERS } from './security-headers';
import { answerOf, refusal, refusalOf } from './test/calls';
import { testDatabases } from './test/databases';
import { useHarness } from './test/harness';

const C = '/ael/school/common';

describe.each(testDatabases())('bad input on $name', (kind) => {
  const h = useHarness(kind);
  /** Sends `request` and expects the 400 refusal that names `field` as invalid (`label` tells a failing case). */
  const expectInvalid = async (request: InjectOptions, field: string, label = field) => {
    const response = await h().app.inject(request);
    expect(response.statusCode, label).toBe(400);
    expect(refusalOf(response).errorMessage, label).toBe(`${field} 的值無效`);
  };

  it('names the failing field in a 400 envelope', async () => {
    const response = await h().app.inject({
      method: 'POST',
      url: `${C}/login`,
      payload: { account: 'demo-teacher' },
    });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual(refusal('body.password 的值無效', 100400));
  });

  it('validates queries and path parameters', async () => {
    const token = await h().login('demo-headmaster');
    const headers = { accesstoken: token, 'accept-language': 'en' };
    const month = await h().app.inject({
      method: 'GET',
      url: '/ael/school/v2/schedule/classes/1/practices?year=1999&month=1',
      headers,
    });
    expect(month.statusCode).toBe(400);
    expect(refusalOf(month).errorMessage).toContain('querystring.year');
    const path = await h().app.inject({
      method: 'DELETE',
      url: '/ael/school/practice/practices/abc',
      headers,
    });
    expect(path.statusCode).toBe(400);
    expect(refusalOf(path).errorMessage).toContain('params.eHomeworkId');
  });

  it('reads ids only as canonical decimal digits within the database integer range', async () => {
    const headers = { accesstoken: await h().login('demo-headmaster') };
    for (const id of [
      '016',
      '00000000016',
      '00',
      '0x10',
      '0b10000',
      '1.6e1',
      '%2016',
      '16%20',
      '+16',
      '2147483648',
      '99999999999',
      '0',
      '-1',
    ]) {
      await expectInvalid(
        { method: 'GET', url: `/ael/school/practice/practices/${id}`, headers },
        'params.eHomeworkId',
        id,
      );
    }
    await expectInvalid(
      {
        method: 'POST',
        url: '/ael/school/practice/practices/batch/delete',
        headers,
        payload: { eHomeworkIds: [2 ** 31] },
      },
      'body.eHomeworkIds.0',
    );
  });

  it('refuses a NUL or an unpaired surrogate in any text with 400 naming the field', async () => {
    await expectInvalid(
      { method: 'POST', url: `${C}/login`, payload: { account: 'demo-teacher\u0000', password: 'demo1234' } },
      'body.account',
    );
    const headers = { accesstoken: await h().login('demo-headmaster') };
    await expectInvalid(
      {
        method: 'POST',
        url: '/ael/school/practice/practices',
        headers,
        payload: { homeworkName: 'Unit \uDC00 test' },
      },
      'body.homeworkName',
    );
    await expectInvalid(
      { method: 'POST', url: `${C}/questions/1/answer`, headers, payload: { studentAnswer: 'a\uD800b' } },
      'body.studentAnswer',
    );
  });

  it('answers a URL it cannot decode in the envelope with the API headers, without echoing the URL', async () => {
    const response = await h().app.inject({
      method: 'GET',
      url: '/ael/school/practice/practices/%E0%A4%A<script>',
    });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual(refusal('url 的值無效', 100400));
    expect(response.body).not.toContain('script');
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS))
      expect(response.headers[name]).toBe(value);
  });

  it('answers requests Node cannot parse (a 20 kB URL, broken HTTP) in the envelope over real HTTP', async () => {
    const address = await h().app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString();
        });
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const long = await raw(
      `GET /ael/school/practice/practices/${'9'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(long).toMatch(/^HTTP\/1\.1 431 /);
    expect(long).toContain(`content-security-policy: ${API_SECURITY_HEADERS['content-security-policy']}`);
    expect(JSON.parse(long.slice(long.indexOf('\r\n\r\n') + 4))).toMatchObject({
      resultStatus: false,
      errorCode: 100413,
    });
    expect(long).not.toContain('99999');
    const broken = await raw('GET /ael/x HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(broken.slice(broken.indexOf('\r\n\r\n') + 4))).toMatchObject({
      resultStatus: false,
      errorCode: 100400,
    });
  });

  it('takes a JSON content type with an empty body as no body (POST /logout as many clients send it)', async () => {
    const token = await h().freshLogin('demo-teacher');
    const response = await h().app.inject({
      method: 'POST',
      url: `${C}/logout`,
      headers: { accesstoken: token, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(answerOf('logout', response).body.resultStatus).toBe(true);
    await expectInvalid(
      { method: 'POST', url: `${C}/login`, headers: { 'content-type': 'application/json' }, payload: '' },
      'body',
    );
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await h().app.inject({
      method: 'POST',
      url: `${C}/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{"account": ',
    });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response).resultStatus).toBe(false);
  });

  it('refuses bodies over the size limit with 413', async () => {
    const response = await h().app.inject({
      method: 'POST',
      url: `${C}/login`,
      payload: { account: 'demo-teacher', password: 'x'.repeat(1_100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(refusalOf(response)).toMatchObject({ resultStatus: false, errorCode: 100413 });
  });

  it('answers the file config with the latest language pack and font', async () => {
    const text = await h().app.inject({
      method: 'GET',
      url: `${C}/updatefile/latest?deviceType=SCHOOL_PC&fileType=TEXT`,
    });
    const latest = answerOf('getLatestUpdateFile', text).body.resultData;
    expect(latest).toEqual({
      fileUrl: '/media/files/lang-3.11.1.json',
      versionCode: '3.11.1',
    });
    const file = await h().app.inject({ method: 'GET', url: latest?.fileUrl });
    expect(file.statusCode).toBe(200);
    expect(JSON.parse(file.body)).toHaveProperty('hk');
    const bad = await h().app.inject({
      method: 'GET',
      url: `${C}/updatefile/latest?deviceType=PHONE&fileType=TEXT`,
    });
    expect(bad.statusCode).toBe(400);
  });
});
