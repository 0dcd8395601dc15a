import { mediaAnswered, toMediaAnswer } from './media-answer';

describe('media answers', () => {
  it('keeps an essay answer’s fields and drops failed photos', () => {
    expect(toMediaAnswer({ answerType: 'PICTURE', imgUrl: ['/a.jpg', ''], text: '' })).toEqual({
      answerType: 'PICTURE',
      imgUrl: ['/a.jpg'],
      text: '',
    });
  });

  it('keeps a spoken answer’s clips by name and url only', () => {
    expect(
      toMediaAnswer({
        answerType: 'UPLOAD',
        uploadList: [{ name: '1.mp3', url: '/u/1.mp3', isStart: false }],
        makeList: [],
      }),
    ).toEqual({ answerType: 'UPLOAD', uploadList: [{ name: '1.mp3', url: '/u/1.mp3' }], makeList: [] });
  });

  it('gives null for other answers', () => {
    expect(toMediaAnswer('A')).toBeNull();
    expect(toMediaAnswer({ selected: [1] })).toBeNull();
  });

  it('counts an essay answered with text or a photo, a spoken answer with a clip', () => {
    expect(mediaAnswered({ answerType: 'TEXT', imgUrl: [], text: '  ' })).toBe(false);
    expect(mediaAnswered({ answerType: 'TEXT', imgUrl: [], text: 'My day' })).toBe(true);
    expect(mediaAnswered({ answerType: 'PICTURE', imgUrl: ['/a.jpg'], text: '' })).toBe(true);
    expect(mediaAnswered({ answerType: 'RECORD', uploadList: [], makeList: [] })).toBe(false);
    expect(
      mediaAnswered({ answerType: 'UPLOAD', uploadList: [{ name: 'a', url: '/a' }], makeList: [] }),
    ).toBe(true);
    expect(mediaAnswered(null)).toBe(false);
  });
});
