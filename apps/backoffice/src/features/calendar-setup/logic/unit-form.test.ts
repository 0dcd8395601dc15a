import { objectivesOfText, objectivesText } from './unit-form';

describe('objectivesOfText (the unit dialog’s objectives)', () => {
  it('reads one "ASPECT: knowledge point" a line, any case, full-width colon too, and writes them back', () => {
    const { objectives, bad } = objectivesOfText('reading: main idea\n\nWRITING：letters\n');
    expect(bad).toEqual([]);
    expect(objectives).toEqual([
      { aspect: 'READING', knowledgePoint: 'main idea' },
      { aspect: 'WRITING', knowledgePoint: 'letters' },
    ]);
    expect(objectivesText(objectives)).toBe('READING: main idea\nWRITING: letters');
  });
  it('names the lines without a known aspect', () => {
    expect(objectivesOfText('SINGING: loud\nno aspect').bad).toEqual(['SINGING: loud', 'no aspect']);
  });
});
