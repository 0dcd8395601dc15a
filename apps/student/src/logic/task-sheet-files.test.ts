import { fileOfUrl, isPdfFile } from './task-sheet-files';

describe('task-sheet hand-in files', () => {
  it('tells a stored PDF from a photo by its path, whatever its signature says', () => {
    expect(isPdfFile('/uploads/schools/1/users/s2/pdf/20261128/a1.pdf?exp=1&sig=x.png')).toBe(true);
    expect(isPdfFile('/uploads/schools/1/users/s2/image/20261128/a1.png?exp=1&sig=x.pdf')).toBe(false);
  });

  it('names the same file under two signatures alike', () => {
    expect(fileOfUrl('/uploads/a.png?sig=1')).toBe(fileOfUrl('/uploads/a.png?sig=2'));
  });
});
