import type { ClassSelectOption } from '@harbour/api-client';
import { GROUP_PREFIX, parseTargetKey, targetKey, targetOptions } from './publish-targets';

const grades: ClassSelectOption[] = [
  {
    gradeCode: 3,
    classes: [
      {
        classId: 11,
        className: '3A',
        fixedGroupStatus: false,
        aplusChineseAccessStatus: true,
        aplusEnglishAccessStatus: true,
        aplusMathAccessStatus: true,
      },
    ],
    groups: [{ groupId: 7, groupName: 'Reading club', classId: 11 }],
  },
];

it('lists the whole grade, the classes, then the groups with their prefix symbol', () => {
  expect(targetOptions(grades, 3, 'Whole P3').map((o) => [o.key, o.label])).toEqual([
    ['grade:3', 'Whole P3'],
    ['class:11', '3A'],
    ['group:7', `${GROUP_PREFIX}Reading club`],
  ]);
  expect(targetOptions(grades, 4, 'Whole P4')).toEqual([]);
});

it('round-trips every kind of target through its key', () => {
  for (const option of targetOptions(grades, 3, 'Whole P3')) {
    expect(parseTargetKey(option.key)).toEqual(option.target);
    expect(targetKey(option.target)).toBe(option.key);
  }
  expect(parseTargetKey('class:x')).toBeNull();
  expect(parseTargetKey('school:1')).toBeNull();
});
