import { testDatabases } from './test/databases';
import { useHarness } from './test/harness';

const C = '/ael/school/common';

describe.each(testDatabases())('bad input on $name', (kind) => {
  const h = useHarness(kind);

  it('names the failing field in a 400 envelope', async () => {
    const response = await h().app.inject({
      method: 'POST',
      url: `${C}/login`,
      payload: { account: 'demo-teacher' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      resultStatus: false,
      resultData: null,
      errorMessage: 'body.password 的值無效',
      errorCode: 100400,
    });
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
    expect(month.json().errorMessage).toContain('querystring.year');
    const path = await h().app.inject({
      method: 'DELETE',
      url: '/ael/school/practice/practices/abc',
      headers,
    });
    expect(path.statusCode).toBe(400);
    expect(path.json().errorMessage).toContain('params.eHomeworkId');
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await h().app.inject({
      method: 'POST',
      url: `${C}/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{"account": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultStatus).toBe(false);
  });

  it('refuses bodies over the size limit with 413', async () => {
    const response = await h().app.inject({
      method: 'POST',
      url: `${C}/login`,
      payload: { account: 'demo-teacher', password: 'x'.repeat(1_100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ resultStatus: false, errorCode: 100413 });
  });

  it('answers the file config with the latest language pack and font', async () => {
    const text = await h().app.inject({
      method: 'GET',
      url: `${C}/updatefile/latest?deviceType=SCHOOL_PC&fileType=TEXT`,
    });
    expect(text.json().resultData).toEqual({
      fileUrl: '/media/files/lang-3.11.1.json',
      versionCode: '3.11.1',
    });
    const file = await h().app.inject({ method: 'GET', url: text.json().resultData.fileUrl });
    expect(file.statusCode).toBe(200);
    expect(JSON.parse(file.body)).toHaveProperty('hk');
    const bad = await h().app.inject({
      method: 'GET',
      url: `${C}/updatefile/latest?deviceType=PHONE&fileType=TEXT`,
    });
    expect(bad.statusCode).toBe(400);
  });
});
