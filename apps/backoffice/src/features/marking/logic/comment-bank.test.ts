import { bankMatches, withBankComment } from './comment-bank';

const saved = (commentId: number, text: string) => ({
  commentId,
  text,
  createdAt: '2026-11-20T00:00:00.000Z',
});

it('filters the saved comments by every word typed, in any case', () => {
  const bank = [
    saved(3, 'Good linking words.'),
    saved(2, 'Check your spelling.'),
    saved(1, '字體端正，內容充實。'),
  ];
  expect(bankMatches(bank, '')).toEqual(bank);
  expect(bankMatches(bank, 'good WORDS').map((c) => c.commentId)).toEqual([3]);
  expect(bankMatches(bank, '內容').map((c) => c.commentId)).toEqual([1]);
  expect(bankMatches(bank, 'good spelling')).toEqual([]);
});

it('inserts a saved comment after what is typed, or alone', () => {
  expect(withBankComment('', 'Well done.')).toBe('Well done.');
  expect(withBankComment('Nice ending.  ', 'Well done.')).toBe('Nice ending. Well done.');
});
