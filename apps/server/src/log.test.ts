import { LOG_SERIALIZERS } from './log';

describe('what the log records', () => {
  it('keeps an error’s kind, codes and frames but not its message, which may hold SQL parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
    const error = Object.assign(
      new Error(
        'Failed query: insert into "staff_users" ("name","email") values ($1,$2)\nparams: 陳大文,chan@example.com',
      ),
      { name: 'DrizzleQueryError', cause },
    );
    const logged = LOG_SERIALIZERS.err(error);
    expect(logged).toMatchObject({ type: 'DrizzleQueryError', sqlState: '23505' });
    expect(logged.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(logged)).not.toMatch(/chan@example\.com|陳大文|Failed query|staff_users/);
  });

  it('records a request’s method and path without its query or headers', () => {
    const logged = LOG_SERIALIZERS.req({
      method: 'GET',
      url: '/ael/school/practice/practices?keyword=%E9%99%B3%E5%A4%A7%E6%96%87',
      headers: { accesstoken: 'secret-token' },
    } as never);
    expect(logged).toEqual({ method: 'GET', url: '/ael/school/practice/practices' });
  });
});
