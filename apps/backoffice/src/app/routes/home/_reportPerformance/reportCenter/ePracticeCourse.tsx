import { createFileRoute } from '@tanstack/react-router';
import { unitReportRoute } from '../../../../route-families/report';

export const Route = createFileRoute('/home/_reportPerformance/reportCenter/ePracticeCourse')(
  unitReportRoute('ePractice'),
);
