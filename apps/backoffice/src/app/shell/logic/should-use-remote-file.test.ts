import { APP_VERSION, shouldUseRemoteFile } from './should-use-remote-file';

describe('shouldUseRemoteFile', () => {
  it('uses a file of exactly the app version', () => {
    expect(shouldUseRemoteFile(APP_VERSION)).toBe(true);
  });
  it('uses a newer file and refuses an older one', () => {
    expect(shouldUseRemoteFile('3.11.2')).toBe(true);
    expect(shouldUseRemoteFile('3.11.0')).toBe(false);
    expect(shouldUseRemoteFile('3.10.9')).toBe(false);
  });
  it('pads the shorter version with zeros at the end', () => {
    // '32' padded to 4 digits is 3200, which is at least 3111.
    expect(shouldUseRemoteFile('3.2')).toBe(true);
    // '3' padded is 3000, below 3111.
    expect(shouldUseRemoteFile('3')).toBe(false);
  });
  it('pads the app version when the remote one is longer', () => {
    expect(shouldUseRemoteFile('3.11.1.1')).toBe(true);
    expect(shouldUseRemoteFile('3.11.0.9')).toBe(false);
  });
  it('never uses a missing or malformed version', () => {
    expect(shouldUseRemoteFile(undefined)).toBe(false);
    expect(shouldUseRemoteFile('')).toBe(false);
    expect(shouldUseRemoteFile('v3.12')).toBe(false);
  });
});
