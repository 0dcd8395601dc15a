import { COMMON, read, write } from '../call';

const TERMS = `${COMMON}/terms` as const;
const UNITS = `${COMMON}/schedules` as const;
const CLASS_TERM_UNITS = `${COMMON}/classes/{classId}/term/{termId}/schedules` as const;

/** Setting up the teaching calendar: terms, units and the scheme-of-work import (see contract/calls.ts). */
export const getSchoolTermsCall = read('getSchoolTerms', TERMS, ['schedule']);
export const createTermCall = write('createTerm', 'POST', TERMS, ['schedule']);
export const updateTermCall = write('updateTerm', 'PUT', `${TERMS}/{termId}`, ['schedule']);
export const deleteTermCall = write('deleteTerm', 'DELETE', `${TERMS}/{termId}`, ['schedule']);
export const getUnitsSetupCall = read('getUnitsSetup', `${CLASS_TERM_UNITS}/setup`, ['schedule', 'class']);
export const createUnitCall = write('createUnit', 'POST', UNITS, ['schedule']);
export const updateUnitCall = write('updateUnit', 'PUT', `${UNITS}/{scheduleId}`, ['schedule']);
export const deleteUnitCall = write('deleteUnit', 'DELETE', `${UNITS}/{scheduleId}`, ['schedule', 'report']);
export const acceptProposedUnitsCall = write('acceptProposedUnits', 'POST', `${CLASS_TERM_UNITS}/accept`, [
  'schedule',
]);
export const proposeUnitsCall = write('proposeUnits', 'POST', `${CLASS_TERM_UNITS}/propose`, ['schedule']);
export const importSchemeOfWorkCall = write(
  'importSchemeOfWork',
  'POST',
  `${TERMS}/{termId}/schedules/import`,
  ['schedule'],
);

/** The set-up calls, spread into `calls` in contract/calls.ts. */
export const calendarSetupCalls = {
  getSchoolTerms: getSchoolTermsCall,
  createTerm: createTermCall,
  updateTerm: updateTermCall,
  deleteTerm: deleteTermCall,
  getUnitsSetup: getUnitsSetupCall,
  createUnit: createUnitCall,
  updateUnit: updateUnitCall,
  deleteUnit: deleteUnitCall,
  acceptProposedUnits: acceptProposedUnitsCall,
  proposeUnits: proposeUnitsCall,
  importSchemeOfWork: importSchemeOfWorkCall,
} as const;
