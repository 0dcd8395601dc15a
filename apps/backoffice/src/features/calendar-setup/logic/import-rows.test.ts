import { cellText, columnOfHeader, importRowsOf } from './import-rows';

describe('importRowsOf (a scheme of work read from a file)', () => {
  it('maps English or Chinese headers in any order and keeps cells as text', () => {
    const { rows, missing } = importRowsOf([
      ['科目', 'Class', 'name', 'nameEn', '開始日期', 'End date', 'objectives'],
      ['數學', '1A', '數一數', 'Counting', new Date('2027-02-06T00:00:00Z'), '2027-03-15', 'OTHER: counting'],
      ['', '', '', '', '', '', ''],
      ['English', ' 3B ', 'x', 'y', '2027/2/6', 12, ''],
    ]);
    expect(missing).toEqual([]);
    expect(rows).toEqual([
      {
        className: '1A',
        subject: '數學',
        name: '數一數',
        nameEn: 'Counting',
        startDate: '2027-02-06',
        endDate: '2027-03-15',
        objectives: 'OTHER: counting',
      },
      {
        className: '3B',
        subject: 'English',
        name: 'x',
        nameEn: 'y',
        startDate: '2027/2/6',
        endDate: '12',
        objectives: '',
      },
    ]);
  });
  it('names the required columns a header lacks', () => {
    expect(importRowsOf([['class', 'subject', 'name']]).missing).toEqual(['nameEn', 'startDate', 'endDate']);
    expect(importRowsOf([]).missing).toHaveLength(6);
  });
  it('reads unknown headers as no column, and nothing as empty text', () => {
    expect(columnOfHeader('Colour')).toBeUndefined();
    expect(columnOfHeader(' 班別 ')).toBe('className');
    expect(cellText(null)).toBe('');
    expect(cellText(new Date('x'))).toBe('');
  });
});
