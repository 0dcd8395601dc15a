import { ApiError, isSessionExpired, unwrap } from './client';

describe('unwrap', () => {
  it('returns resultData when resultStatus is true', () => {
    expect(unwrap({ resultStatus: true, resultData: { a: 1 }, errorMessage: null, errorCode: null })).toEqual(
      { a: 1 },
    );
  });

  it('throws an ApiError with the server message when resultStatus is false', () => {
    const call = () =>
      unwrap({ resultStatus: false, resultData: null, errorMessage: '密碼錯誤', errorCode: 100201 });
    expect(call).toThrow(ApiError);
    expect(call).toThrow('密碼錯誤');
  });
});

it('recognises the expired-session code 100102 only', () => {
  expect(isSessionExpired({ errorCode: 100102 })).toBe(true);
  expect(isSessionExpired({ errorCode: 100101 })).toBe(false);
});
