import { classes, students } from './schema';

/**
 * Column sets that more than one module selects, each written once. A student with their class: select it
 * from `students` joined to `classes` (the `ClassStudent` row of the homework core).
 */
export const studentWithClass = {
  studentId: students.id,
  name: students.name,
  nameEn: students.nameEn,
  classNumber: students.classNumber,
  classId: students.classId,
  className: classes.className,
};
