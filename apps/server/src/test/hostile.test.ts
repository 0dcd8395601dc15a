import {
  classPracticesQuerySchema,
  practiceListQuerySchema,
  publishHomeworkBodySchema,
} from '@harbour/api-client/contract';
import { exampleOf, fieldPaths, urlEncode, withValueAt } from './hostile';

describe('the hostile walk’s request builder', () => {
  it('builds examples the route schemas accept, so one hostile field at a time reaches the handler', () => {
    for (const schema of [practiceListQuerySchema, publishHomeworkBodySchema, classPracticesQuerySchema]) {
      const example = exampleOf(schema, { chapterId: 5 });
      expect(schema.safeParse(example).success, JSON.stringify(example)).toBe(true);
    }
  });

  it('lists every field down to the leaves and replaces one of them', () => {
    const example = exampleOf(publishHomeworkBodySchema, {});
    const paths = fieldPaths(publishHomeworkBodySchema, example).map((path) => path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'homeworkName',
        'targets',
        'targets.0',
        'targets.0.scope',
        'targets.0.gradeCode',
      ]),
    );
    const hostile = withValueAt(example, ['targets', 0, 'gradeCode'], 2 ** 31) as {
      targets: { gradeCode: number }[];
    };
    expect(hostile.targets[0]?.gradeCode).toBe(2 ** 31);
    expect((example as { targets: { gradeCode: number }[] }).targets[0]?.gradeCode).not.toBe(2 ** 31);
  });

  it('writes a lone surrogate as the invalid UTF-8 bytes a URL would carry', () => {
    expect(urlEncode('a\uD800')).toBe('a%ED%A0%80');
    expect(urlEncode('é')).toBe('%C3%A9');
  });
});
