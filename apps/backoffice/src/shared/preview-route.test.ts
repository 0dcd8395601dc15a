import { previewRouteOf } from './preview-route';

it('opens tests, HKAT tests, course practice and other exercises in their own preview', () => {
  expect(previewRouteOf({ processKind: 'TEST', type: 'HKAT' })).toBe('/home/previewHkatTest');
  expect(previewRouteOf({ processKind: 'TEST', type: 'EXAM' })).toBe('/home/previewTest');
  expect(previewRouteOf({ processKind: 'PRACTICE', type: 'AEL_PRACTICE' })).toBe('/home/previewCourse');
  expect(previewRouteOf({ processKind: 'OTHER', type: 'E_PRACTICE' })).toBe('/home/previewExercise');
});
