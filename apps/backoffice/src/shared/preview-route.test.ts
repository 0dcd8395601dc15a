import { previewRouteOf } from './preview-route';

it('opens tests, HKAT tests, course practice and other exercises in their own preview', () => {
  expect(previewRouteOf({ processType: '3a', type: 'HKAT' })).toBe('/home/previewHkatTest');
  expect(previewRouteOf({ processType: '4', type: 'EXAM' })).toBe('/home/previewTest');
  expect(previewRouteOf({ processType: '2b', type: 'AEL_PRACTICE' })).toBe('/home/previewCourse');
  expect(previewRouteOf({ processType: '10', type: 'E_PRACTICE' })).toBe('/home/previewExercise');
});
