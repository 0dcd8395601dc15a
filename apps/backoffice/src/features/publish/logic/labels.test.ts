import { defaultPublishName } from './labels';

const paper = { paperName: 'Unit 1 My School 練習', chapterName: 'Unit 1 My School' };

describe('defaultPublishName', () => {
  it('names homework after its paper', () => {
    expect(defaultPublishName(paper, null, 50)).toBe('Unit 1 My School 練習');
  });
  it('names a test after its chapter and the word for a test, not the paper’s 練習', () => {
    expect(defaultPublishName(paper, '測驗', 50)).toBe('Unit 1 My School 測驗');
    expect(defaultPublishName(paper, 'HKAT test', 50)).toBe('Unit 1 My School HKAT test');
  });
  it('keeps within the name limit', () => {
    expect(defaultPublishName({ paperName: 'x', chapterName: 'y'.repeat(60) }, '測驗', 50)).toHaveLength(50);
  });
});
