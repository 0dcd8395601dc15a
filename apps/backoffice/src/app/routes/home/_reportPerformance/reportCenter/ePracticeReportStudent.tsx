import { createFileRoute } from '@tanstack/react-router';
import { studentReportRoute } from '../../../../route-families/report';

export const Route = createFileRoute('/home/_reportPerformance/reportCenter/ePracticeReportStudent')(
  studentReportRoute('ePractice'),
);
