import { createFileRoute } from '@tanstack/react-router';
import { calendarSetupRoute } from '../../../../route-families/calendar-setup';

export const Route = createFileRoute('/home/_reportPerformance/reportCenter/teachingCalendar')(
  calendarSetupRoute(),
);
