import { COMMON, read } from '../call';

/** The contract's courses calls (see contract/calls.ts). */
export const getCoursesCall = read('getCourses', `${COMMON}/courses`, ['course']);
export const getCoursePapersCall = read('getCoursePapers', `${COMMON}/courses/{courseId}/papers`, ['course']);
export const getChoosableChaptersCall = read('getChoosableChapters', `${COMMON}/chapters/choosable`, [
  'course',
  'homework',
]);
export const getInstructionsCall = read('getInstructions', `${COMMON}/instructions`, ['course']);
export const getHomeworkKnowledgesCall = read(
  'getHomeworkKnowledges',
  `${COMMON}/ehomeworks/{eHomeworkId}/knowledges`,
  ['homework', 'question'],
);
