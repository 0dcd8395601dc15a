import { parsePreviewSearch } from './preview-search';

it('reads a homework, a paper and a language, and drops the rest', () => {
  expect(parsePreviewSearch({ eHomeworkId: '5', language: 'ENGLISH' })).toEqual({
    eHomeworkId: 5,
    language: 'ENGLISH',
  });
  expect(parsePreviewSearch({ courseId: '2', paperId: '8', language: 'FRENCH' })).toEqual({
    courseId: 2,
    paperId: 8,
  });
  expect(parsePreviewSearch({ eHomeworkId: 'x' })).toEqual({});
});
