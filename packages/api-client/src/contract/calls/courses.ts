import { COMMON, call } from '../call';

/** The contract's courses calls (see contract/calls.ts). */
export const getCoursesCall = call({
  name: 'getCourses',
  method: 'GET',
  path: `${COMMON}/courses`,
  reads: ['course'],
});
export const getCoursePapersCall = call({
  name: 'getCoursePapers',
  method: 'GET',
  path: `${COMMON}/courses/{courseId}/papers`,
  reads: ['course'],
});
export const getChoosableChaptersCall = call({
  name: 'getChoosableChapters',
  method: 'GET',
  path: `${COMMON}/chapters/choosable`,
  reads: ['course', 'homework'],
});
export const getInstructionsCall = call({
  name: 'getInstructions',
  method: 'GET',
  path: `${COMMON}/instructions`,
  reads: ['course'],
});
export const getHomeworkKnowledgesCall = call({
  name: 'getHomeworkKnowledges',
  method: 'GET',
  path: `${COMMON}/ehomeworks/{eHomeworkId}/knowledges`,
  reads: ['homework', 'question'],
});
