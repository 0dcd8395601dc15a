import { acceptEssayImages, isEssayImage, MAX_ESSAY_IMAGES } from './images';

const file = (name: string) => ({ name });

describe('essay photos (spec §5)', () => {
  it('accepts jpeg, jpg and png in any case only', () => {
    expect(['a.jpeg', 'b.JPG', 'c.png'].every(isEssayImage)).toBe(true);
    expect(['a.gif', 'b.pdf', 'png', 'x.png.exe'].some(isEssayImage)).toBe(false);
  });

  it('refuses other types with components.onlyJpg', () => {
    expect(acceptEssayImages(0, [file('a.gif'), file('b.png')])).toEqual({
      accepted: [file('b.png')],
      warnings: ['components.onlyJpg'],
    });
  });

  it('keeps at most 3 photos and warns with components.moreThree', () => {
    expect(MAX_ESSAY_IMAGES).toBe(3);
    expect(acceptEssayImages(0, [file('1.png'), file('2.png'), file('3.png')]).warnings).toEqual([]);
    const over = acceptEssayImages(2, [file('1.png'), file('2.png')]);
    expect(over.accepted).toEqual([file('1.png')]);
    expect(over.warnings).toEqual(['components.moreThree']);
    expect(acceptEssayImages(3, [file('1.png')]).accepted).toEqual([]);
  });
});
