// Setting up the teaching calendar: a school's terms, each class's units per subject (with papers and learning
// objectives), proposals from the textbook chapters and the import of a scheme of work. Reads of the calendar
// for reports are the reports module's.

export { calendarSetupRoutes } from './routes';
